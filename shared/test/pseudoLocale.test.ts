import { untranslatedTexts } from '../src/testing';

const page = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('untranslatedTexts (the pseudo-locale check of every area)', () => {
  it('finds texts, labels and placeholders without the catalog mark, as `where: text`, sorted', () => {
    const root = page(
      '<h2>⟦Dáý⟧</h2><button>Save</button><label>⟦Ñámé⟧</label><input placeholder="HH:MM" aria-label="⟦Stárt⟧" />',
    );
    expect(untranslatedTexts(root)).toEqual(['button: Save', 'placeholder: HH:MM']);
  });

  it('takes the data out first, the longest value first, and passes numbers and lone letters', () => {
    const root = page(
      '<th>Acme SA</th><td><a>Acme</a></td><button>12,50 €</button><h3>7 h 00</h3><a>Acme Corp</a>',
    );
    expect(untranslatedTexts(root, { data: ['Acme', 'Acme SA'] })).toEqual(['a: Acme Corp']);
  });

  it('strict: the words beside a marked message must be data too', () => {
    const root = page('<h2>⟦Dáý⟧ Ada Martin</h2><h3>⟦Wéék⟧ next</h3>');
    expect(untranslatedTexts(root, { data: ['Ada Martin'] })).toEqual([]);
    expect(untranslatedTexts(root, { data: ['Ada Martin'], strict: true })).toEqual(['h3: ⟦Wéék⟧ next']);
  });

  it('judges a label holding a field by its own text, and reads the extra elements and attributes', () => {
    const root = page('<label>⟦Ñámé⟧<input value="typed" /></label><dt>Term</dt><span title="Tip"></span>');
    expect(untranslatedTexts(root, { ownTextOfLabels: true })).toEqual([]);
    expect(untranslatedTexts(root, { moreElements: 'dt', moreAttributes: ['title'] })).toEqual([
      'dt: Term',
      'title: Tip',
    ]);
  });
});
