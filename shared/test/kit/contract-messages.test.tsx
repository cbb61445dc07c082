import { z } from 'zod';
import { ApiError, applyApiErrors, contractMessage, setLocale } from '../../src';
import { singleLine } from '../../src/contract/common';
import { contractErrors } from '../../src/ui/useContractForm';

describe("the contract's common messages in the page's language", () => {
  afterEach(() => setLocale('en'));

  it('words the common field types in French, with their limits, and leaves other messages as they are', () => {
    setLocale('fr');
    expect(contractMessage('At most 120 characters')).toBe('120 caractères au plus');
    expect(contractMessage('Required')).toBe('Obligatoire');
    expect(contractMessage('Must be a single line, without control characters')).toBe(
      'Une seule ligne, sans caractères de contrôle',
    );
    expect(contractMessage('Invoice numbers look like INV-2026-000001')).toBe('Invoice numbers look like INV-2026-000001');
  });

  it("a form's check and the server's field errors read the same in French", () => {
    setLocale('fr');
    expect(contractErrors(z.object({ name: singleLine(5) }), { name: 'Dupont SA' })).toEqual({ name: '5 caractères au plus' });
    const errors: Record<string, string>[] = [];
    const problem = applyApiErrors(
      { setErrors: (e) => errors.push(e) },
      new ApiError(400, 'BAD_REQUEST', 'Invalid body', { name: 'At most 5 characters' }),
    );
    expect(problem).toBeNull();
    expect(errors).toEqual([{ name: '5 caractères au plus' }]);
  });
});
