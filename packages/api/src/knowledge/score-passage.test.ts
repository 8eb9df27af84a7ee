import { queryTerms } from '@balasin/shared';
import { describe, expect, it } from 'vitest';
import { matchTerms, passageWords, scorePassage } from './score-passage.ts';

/** A passage's sorting score for a question, every word weighing as half-rare words do. */
const orderOf = (question: string, heading: string, body: string) => {
  const terms = queryTerms(question);
  const weights = terms.map((term) => term.weight * 0.5);
  const matches = matchTerms(terms, {
    heading: passageWords(heading),
    body: passageWords(body),
  });
  return scorePassage(terms, weights, matches, heading).order;
};

describe('scorePassage', () => {
  it("sorts the passage that also says what the message's story tells first", () => {
    // The asking clause ("lepas gel bayar?") fits the first heading a little better; the story
    // ("it was put on elsewhere") says which price applies.
    const question = 'lepas gel bayar ga kak? kmrn pasangnya di tempat lain';
    const howToRemove = orderOf(question, 'Cara lepas kutek gel', 'Bayar Rp30.000.');
    const priceList = orderOf(
      question,
      'Daftar harga kuku',
      'Lepas gel bayar Rp40.000 bila pasang di tempat lain.',
    );
    expect(priceList).toBeGreaterThan(howToRemove);
  });

  it('still sorts by the clause that asks when the story alone fits the other passage', () => {
    const question = 'ada diskon ga min? mau borong buat acara kantor';
    const discount = orderOf(question, 'Promo dan diskon', 'Diskon 10% untuk pembelian pertama.');
    const office = orderOf(question, 'Acara kantor', 'Kami melayani pesanan untuk acara kantor.');
    expect(discount).toBeGreaterThan(office);
  });
});
