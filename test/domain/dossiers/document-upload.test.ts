import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_UPLOAD_TYPES,
  MAX_UPLOAD_BYTES,
  uploadProblem,
} from '../../../src/domain/dossiers/document-upload';

const allowed = Object.entries(ALLOWED_UPLOAD_TYPES).flatMap(([mimeType, extensions]) =>
  extensions.map((extension) => ({ mimeType, extension })),
);
const names = fc
  .string({ minLength: 1, maxLength: 40 })
  .filter((name) => !name.includes('.') && name.trim() === name && name.trim() !== '');

describe('the upload rule', () => {
  it('property: a PDF, PNG, JPEG, Word or text file of 1 byte to 10 MB with its own extension may be uploaded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...allowed),
        names,
        fc.integer({ min: 1, max: MAX_UPLOAD_BYTES }),
        fc.boolean(),
        (type, name, size, upper) => {
          const extension = upper ? type.extension.toUpperCase() : type.extension;
          expect(uploadProblem({ name: `${name}.${extension}`, mimeType: type.mimeType, size })).toBeNull();
        },
      ),
    );
  });

  it('property: anything over 10 MB is too large, and an empty file is empty', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...allowed),
        fc.integer({ min: MAX_UPLOAD_BYTES + 1, max: 10 * MAX_UPLOAD_BYTES }),
        (type, size) => {
          expect(uploadProblem({ name: `scan.${type.extension}`, mimeType: type.mimeType, size })).toBe(
            'too-large',
          );
          expect(uploadProblem({ name: `scan.${type.extension}`, mimeType: type.mimeType, size: 0 })).toBe(
            'empty',
          );
        },
      ),
    );
  });

  it('property: a media type not on the list is refused, whatever the name says', () => {
    const others = fc
      .string()
      .filter((type) => !Object.hasOwn(ALLOWED_UPLOAD_TYPES, type.split(';')[0]?.trim().toLowerCase() ?? ''));
    fc.assert(
      fc.property(others, fc.constantFrom(...allowed), (mimeType, type) => {
        expect(uploadProblem({ name: `verslag.${type.extension}`, mimeType, size: 100 })).toBe(
          'type-not-allowed',
        );
      }),
    );
  });

  it('refuses a name whose extension belongs to another type, or has none', () => {
    expect(uploadProblem({ name: 'setup.exe', mimeType: 'application/pdf', size: 10 })).toBe(
      'type-not-allowed',
    );
    expect(uploadProblem({ name: 'foto.png', mimeType: 'image/jpeg', size: 10 })).toBe('type-not-allowed');
    expect(uploadProblem({ name: 'verslag', mimeType: 'text/plain', size: 10 })).toBe('type-not-allowed');
    expect(uploadProblem({ name: '.pdf', mimeType: 'application/pdf', size: 10 })).toBe('type-not-allowed');
    expect(
      uploadProblem({ name: 'a.pdf', mimeType: 'application/pdf; charset=binary', size: 10 }),
    ).toBeNull();
  });
});
