import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useT } from '../services-context';
import type { TranslationKey } from '../../i18n/translation-key';
import { describedBy, FieldErrorText, FieldHelp, RequiredMark } from './form/field-frame';
import { sanitizeHtml } from './safe-html';
import './rich-text-editor.css';
import './form/form.css';

type Mark = 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList' | 'heading';

const BUTTONS: readonly { mark: Mark; key: TranslationKey; symbol: string }[] = [
  { mark: 'bold', key: 'form.richText.bold', symbol: 'B' },
  { mark: 'italic', key: 'form.richText.italic', symbol: 'I' },
  { mark: 'underline', key: 'form.richText.underline', symbol: 'U' },
  { mark: 'heading', key: 'form.richText.heading', symbol: 'H' },
  { mark: 'bulletList', key: 'form.richText.bulletList', symbol: '•' },
  { mark: 'orderedList', key: 'form.richText.orderedList', symbol: '1.' },
];

/** What the editable area always carries: its id, role and label. */
const baseAttributes = (id: string, labelId: string): Record<string, string> => ({
  id,
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelId,
  class: 'rich-text__content',
});

/**
 * A rich-text field (Tiptap on ProseMirror): bold, italic, underline, a heading and lists, with a
 * labelled toolbar whose buttons say whether they are on. HTML given to it (a template, a draft)
 * is sanitized first by the portal's one sanitizer; what it reports is the editor's own HTML, which
 * is shown elsewhere only through SafeHtml. `resetKey` puts new content in (a template chosen).
 */
export const RichTextEditor = observer(function RichTextEditor({
  id,
  label,
  html,
  resetKey,
  onHtml,
  help,
  error,
  required,
  disabled,
}: {
  id: string;
  label: string;
  /** The content to start from, and to reset to when `resetKey` changes. */
  html: string;
  resetKey: number;
  onHtml: (html: string) => void;
  help?: string | null;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}) {
  const t = useT();
  const latest = useRef(onHtml);
  useEffect(() => {
    latest.current = onHtml;
  }, [onHtml]);
  const labelId = `${id}-label`;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: false } })],
    // Its rules come from rich-text-editor.css: an injected <style> is refused by the portal's policy.
    injectCSS: false,
    content: sanitizeHtml(html),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: baseAttributes(id, labelId) },
    onUpdate: ({ editor: current }) => latest.current(current.isEmpty ? '' : current.getHTML()),
  });

  // A new start (a template chosen) replaces the content; typing never comes back through here.
  const shownKey = useRef(resetKey);
  useEffect(() => {
    if (!editor || shownKey.current === resetKey) return;
    shownKey.current = resetKey;
    editor.commands.setContent(sanitizeHtml(html), { emitUpdate: false });
  }, [editor, html, resetKey]);

  useEffect(() => {
    // Without an update event: a change of editability is not a change of the text.
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // The editable area's description, invalid and required state follow the field's; kept in the
  // editor's options, so they hold whether or not its view is mounted at this moment.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const described = describedBy(id, { help, error });
    editor.setOptions({
      editorProps: {
        attributes: {
          ...baseAttributes(id, labelId),
          ...(described ? { 'aria-describedby': described } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(required ? { 'aria-required': 'true' } : {}),
        },
      },
    });
  }, [editor, id, labelId, help, error, required]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const state: Record<Mark, boolean> = {
        bold: current?.isActive('bold') ?? false,
        italic: current?.isActive('italic') ?? false,
        underline: current?.isActive('underline') ?? false,
        heading: current?.isActive('heading', { level: 3 }) ?? false,
        bulletList: current?.isActive('bulletList') ?? false,
        orderedList: current?.isActive('orderedList') ?? false,
      };
      return state;
    },
  });

  const toggle = (mark: Mark) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (mark === 'bold') chain.toggleBold().run();
    else if (mark === 'italic') chain.toggleItalic().run();
    else if (mark === 'underline') chain.toggleUnderline().run();
    else if (mark === 'heading') chain.toggleHeading({ level: 3 }).run();
    else if (mark === 'bulletList') chain.toggleBulletList().run();
    else chain.toggleOrderedList().run();
  };

  return (
    <div className={`field rich-text${error ? ' field--invalid' : ''}`}>
      <span className="field__label" id={labelId}>
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <div className="rich-text__toolbar" role="toolbar" aria-label={t('form.richText.toolbar', { label })}>
        {BUTTONS.map((button) => (
          <button
            key={button.mark}
            type="button"
            className={`rich-text__button rich-text__button--${button.mark}`}
            aria-pressed={active?.[button.mark] ?? false}
            aria-label={t(button.key)}
            title={t(button.key)}
            disabled={disabled || !editor}
            onClick={() => toggle(button.mark)}
          >
            <span aria-hidden="true">{button.symbol}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} className="rich-text__editor" />
      <FieldHelp id={id} help={help} />
      <FieldErrorText id={id} error={error} />
    </div>
  );
});

export default RichTextEditor;
