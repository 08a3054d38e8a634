import { describe, expect, it } from 'vitest';
import type { OperationForm } from '../../../src/application/locations/save-operation';
import { SaveOperation } from '../../../src/application/locations/save-operation';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FakeOperationGateway, rejected } from './location-fakes';

const form = (changes: Partial<OperationForm> = {}): OperationForm => ({
  name: { nl: 'Spirometrie', en: 'Spirometry' },
  code: 'SPIRO2',
  duration: '20',
  bufferBefore: '0',
  bufferAfter: ' 5 ',
  roles: ['nurse', 'nurse'],
  colour: '#D1242F',
  needsRoom: true,
  resourceTypeIds: ['type-2'],
  medical: true,
  employerBookable: false,
  kind: 'examination',
  ...changes,
});

describe('saving an operation', () => {
  it('sends minutes as numbers, each role once and the colour in small letters', async () => {
    const gateway = new FakeOperationGateway();
    const save = new SaveOperation(gateway, new RecordingNotifier());
    await save.execute(null, form());
    expect(gateway.saved[0]).toMatchObject({
      durationMinutes: 20,
      bufferAfterMinutes: 5,
      roles: ['nurse'],
      colour: '#d1242f',
    });
  });

  it('checks duration steps, roles and code before sending', async () => {
    const gateway = new FakeOperationGateway();
    const save = new SaveOperation(gateway, new RecordingNotifier());
    const result = await save.execute(null, form({ duration: '22', roles: [], code: 'x' }));
    expect(!result.ok && result.error.fields).toEqual({
      duration: 'invalid',
      roles: 'required',
      code: 'invalid',
    });
    expect(gateway.calls).toEqual([]);
  });

  it('shows a code taken by another operation next to the code, and the contract’s names next to theirs', async () => {
    const gateway = new FakeOperationGateway();
    gateway.saveAnswer = fail(
      rejected(422, 'De gegevens zijn niet geldig.', {
        code: ['Deze code wordt al gebruikt.'],
        durationMinutes: ['Te lang.'],
        'name.en': ['Too long.'],
      }),
    );
    const result = await new SaveOperation(gateway, new RecordingNotifier()).execute('op-1', form());
    expect(!result.ok && result.error.serverFields).toEqual({
      code: 'Deze code wordt al gebruikt.',
      duration: 'Te lang.',
      nameEn: 'Too long.',
    });
  });
});
