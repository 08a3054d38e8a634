import type { ComponentType, ReactNode } from 'react';
import { Component, Suspense, use, useState } from 'react';
import type { CatalogueSlot, SlotName, SlotProps } from '../../routes/slot-catalogue';
import { slotParts } from '../../routes/slot-catalogue';
import type { PortalServices } from '../../portal-services';
import { useServices, useT } from '../../services-context';

/** Each part's code, texts and module, fetched once; forgotten when it failed, so "try again" fetches again. */
const loads = new WeakMap<object, Promise<ComponentType<never>>>();

function loadPart<N extends SlotName>(
  part: CatalogueSlot<N>,
  services: PortalServices,
): Promise<ComponentType<SlotProps[N]>> {
  let load = loads.get(part);
  if (!load) {
    load = Promise.all([
      part.part(),
      part.texts ? services.loadTexts(part.texts) : undefined,
      part.code ? services.loadArea(part.code) : undefined,
    ]).then(([module]) => module.Component as ComponentType<never>);
    load.catch(() => loads.delete(part));
    loads.set(part, load);
  }
  return load as Promise<ComponentType<SlotProps[N]>>;
}

function LoadedPart<N extends SlotName>({ part, props }: { part: CatalogueSlot<N>; props: SlotProps[N] }) {
  const Loaded = use(loadPart(part, useServices())) as ComponentType<SlotProps[N]>;
  return <Loaded {...props} />;
}

function PartFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="notice notice--warning area-slot__failed">
      <p>{t('areaSlot.failed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('areaSlot.retry')}
      </button>
    </div>
  );
}

/** A part that failed to load or to show says so in its place; the rest of the screen goes on. */
class PartBoundary extends Component<
  { readonly onRetry: () => void; children: ReactNode },
  { readonly failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? <PartFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function Part<N extends SlotName>({ part, props }: { part: CatalogueSlot<N>; props: SlotProps[N] }) {
  const t = useT();
  // A retry mounts the part afresh (a new boundary and a new load).
  const [attempt, setAttempt] = useState(0);
  return (
    <PartBoundary key={attempt} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<output className="muted area-slot__loading">{t('areaSlot.loading')}</output>}>
        <LoadedPart part={part} props={props} />
      </Suspense>
    </PartBoundary>
  );
}

/**
 * A place in a screen where other areas show their parts (slot-catalogue.ts): each part loads with its
 * area's code and texts the first time the place shows; nothing shows when no area offers one.
 */
export function AreaSlot<N extends SlotName>({ name, props }: { name: N; props: SlotProps[N] }) {
  return slotParts(name).map((part) => <Part key={part.area} part={part} props={props} />);
}
