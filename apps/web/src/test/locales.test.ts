import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@folio/shared';
import validation from '../../public/locales/en/validation.json';

describe('English validation texts', () => {
  it('are the shared schemas\' messages word for word, so that translations key off the same texts', () => {
    expect(validation).toEqual(MESSAGES);
  });
});
