import { type Db, type KnowledgeCandidate, searchKnowledgeCandidates } from '@balasin/db';
import {
  answerTypeFit,
  askedAnswerType,
  asksAboutOwnCase,
  daysAsked,
  KNOWLEDGE_DEFAULT_THRESHOLD,
  type KnowledgeSourceKind,
  lacksAskedDays,
  type QueryTerm,
  queryTerms,
  stemForms,
} from '@balasin/shared';
import { matchTerms, passageWords, scorePassage, type TermMatches } from './score-passage.ts';

export type RetrievedPassage = {
  sourceId: string;
  kind: KnowledgeSourceKind;
  title: string;
  /** A FAQ's answer; null for a document's or page's passage. */
  answer: string | null;
  heading: string;
  body: string;
  /** How well the passage covers the question, 0..1, calibrated to the threshold (confidenceOf). */
  score: number;
};

/** A word none of the candidate passages has (a topic the knowledge does not know) weighs this much. */
const UNKNOWN_WORD_WEIGHT = 0.4;
/** The least a known word weighs, however many passages have it. */
const COMMON_WORD_WEIGHT = 0.3;
/** An everyday word none of the candidates has ("awet", "kemarin", a city) weighs this much less. */
const EVERYDAY_UNKNOWN_FACTOR = 0.25;
/**
 * A word counts as found in a passage above this match (typos and abbreviations included; half
 * of a phrase, "luar" of "luar negeri", is not).
 */
const FOUND = 0.5;
/**
 * Letters then digits in one word: a model's code ("s24", "c75", "y22"). Digits then letters are
 * a size or an amount ("25kg", "3xl"), which the knowledge may write apart.
 */
const MODEL_CODE = /^\p{L}+\d[\p{L}\d]*$/u;
/** A topic word the knowledge does not have outweighs this many known ones (by their weights). */
const UNKNOWN_TOPIC_WEIGHT = 2;
/** A question naming a topic the knowledge does not have keeps this share of its score. */
const NAMED_UNKNOWN_FACTOR = 0.5;

/**
 * Each question word's weight: the reader's (question words little) times its rarity among the
 * business's passages (inverse document frequency, counted over the candidates): a word many
 * passages share ("batik" in a batik shop) says less about which one answers than a rare one.
 */
const termWeights = (terms: QueryTerm[], matches: TermMatches[], passages: number) =>
  terms.map((term, index) => {
    const found = matches.filter((match) => (match[index]?.anywhere ?? 0) >= 0.8).length;
    if (found === 0) {
      return term.weight * UNKNOWN_WORD_WEIGHT * (term.everyday ? EVERYDAY_UNKNOWN_FACTOR : 1);
    }
    const n = Math.max(passages, matches.length) + 1;
    const rarity = Math.log(n / found) / Math.log(n);
    return term.weight * Math.max(COMMON_WORD_WEIGHT, Math.min(1, rarity));
  });

/**
 * The question is about something the knowledge does not have at all ("bayar pakai bitcoin",
 * "kirim ke singapura pakai DHL"): topic words (not everyday vocabulary nor a place in
 * Indonesia) that no candidate has, even misspelt or abbreviated, and no passage has as a word,
 * weigh at least as much as the topic words it knows. Answering with the nearest passage (the bank
 * accounts, the domestic rates) would be wrong. One unknown word among several known ones (a
 * long message's aside) is not enough, and words of a message's story are not weighed at all:
 * "tumpeng mini ada? buat ultah anak di sekolah" asks for the tumpeng, whatever the knowledge
 * says of birthdays and schools. `soughtUnknown`: the thing "ada ...?" asks for (QueryTerm.sought)
 * is such a word ("Hotel Grand Al Massa kamarnya ada kulkas ga?"): however much else of the
 * question the knowledge knows, it cannot say whether there is one.
 */
const namesUnknownTopic = (
  terms: QueryTerm[],
  weights: number[],
  matches: TermMatches[],
  lacking: Set<string>,
) => {
  let unknown = 0;
  let known = 0;
  let soughtUnknown = false;
  terms.forEach((term, index) => {
    if (term.weight < 1 || term.everyday || term.story) return;
    const found = matches.some((match) => (match[index]?.anywhere ?? 0) > FOUND);
    // A model's code names a thing; a number alone ("2 kotak") does not.
    if (MODEL_CODE.test(term.word)) {
      if (found) known += weights[index] ?? 0;
      else unknown += 1;
      return;
    }
    if (/\d/.test(term.word) || term.word.length < 3) return;
    // Words of four letters or more were looked up in all the business's passages; a phrase
    // ("malaysia" or "luar negeri") is in the text when all of its looked-up words are.
    const lookedUp = (word: string) => word.length >= 4 && !/\d/.test(word);
    const inText = term.options.some(
      (option) =>
        option.some(lookedUp) && option.every((word) => !lookedUp(word) || !lacking.has(word)),
    );
    if (found || inText) known += weights[index] ?? 0;
    else {
      unknown += 1;
      if (term.sought) soughtUnknown = true;
    }
  });
  return {
    named: unknown > 0 && unknown * UNKNOWN_TOPIC_WEIGHT >= known,
    soughtUnknown,
  };
};

/**
 * A question about where one customer's own order stands (asksAboutOwnCase), or asking whether
 * there is a thing the knowledge never names (namesUnknownTopic's soughtUnknown), or asking which
 * days or about an occasion of a passage that names neither (lacksAskedDays), keeps this share
 * of its coverage: under the default threshold however much of it a passage says.
 */
const OWN_CASE_FACTOR = 0.35;

/**
 * How much of a question a passage must cover to answer it, as measured on the evaluation sets'
 * tuning splits (eval/README.md): their unanswerable questions' best passages cover at most
 * 0.34, answerable ones whose passage is right but short of the old 0.5 cover 0.45 and more.
 */
const ANSWERING_COVERAGE = 0.4;

/**
 * The score shown as confidence and compared with the threshold: coverage scaled so that
 * ANSWERING_COVERAGE is the default threshold (linear on each side, 0 and 1 kept). Owners'
 * saved thresholds keep meaning the same share of "sure enough" without a migration. A question
 * naming a topic the knowledge lacks keeps NAMED_UNKNOWN_FACTOR of its coverage, measured on the
 * clause that asks: the words of its story ("mau sholat ashar sambil nunggu" after "ada musholla
 * ga?") do not make up for what it asks not being there.
 */
const confidenceOf = (
  passage: { coverage: number; asked: number },
  reading: { named: boolean; soughtUnknown: boolean; ownCase: boolean; lacksDays: boolean },
) => {
  const coverage =
    (reading.ownCase || reading.soughtUnknown || reading.lacksDays ? OWN_CASE_FACTOR : 1) *
    (reading.named
      ? NAMED_UNKNOWN_FACTOR * Math.min(1, passage.coverage, passage.asked)
      : Math.min(1, passage.coverage));
  return coverage <= ANSWERING_COVERAGE
    ? (coverage / ANSWERING_COVERAGE) * KNOWLEDGE_DEFAULT_THRESHOLD
    : KNOWLEDGE_DEFAULT_THRESHOLD +
        ((coverage - ANSWERING_COVERAGE) / (1 - ANSWERING_COVERAGE)) *
          (1 - KNOWLEDGE_DEFAULT_THRESHOLD);
};

/**
 * How much a passage holding the kind of answer the question asks for (an amount, a time, a
 * duration: askedAnswerType) adds when passages are sorted. Sorting only: the kind of answer says
 * which of the passages on the question's topic answers, not whether the knowledge has the topic.
 */
const ANSWER_TYPE_FIT = 0.15;

/** Passages the database narrows to before they are scored here. */
const CANDIDATES = 40;
/** Words (with their stems) sent to full-text search. */
const WORDS_MAX = 40;

/** Topic words first, then everyday ones, then question words and auxiliaries. */
const searchPriority = (term: QueryTerm) => (term.weight < 1 ? 2 : term.everyday ? 1 : 0);

/**
 * The words sent to full-text search, at most WORDS_MAX: each term's own forms (as written and
 * spelled out) before anyone's stems, topic words before the rest, so the end of a long message
 * ("... bs dikirim ke medan brp hari?") is searched too, not cut off by its beginning's stems.
 */
const searchWords = (terms: QueryTerm[]) => {
  const ordered = [...terms].sort((a, b) => searchPriority(a) - searchPriority(b));
  const forms = ordered.map((term) => [
    ...new Set([...term.options.flat(), ...term.options.flat().flatMap((word) => stemForms(word))]),
  ]);
  const words = new Set<string>();
  for (let level = 0; words.size < WORDS_MAX && forms.some((f) => f.length > level); level++) {
    for (const termForms of forms) {
      const form = termForms[level];
      if (form !== undefined && words.size < WORDS_MAX) words.add(form);
    }
  }
  return [...words];
};

/** The candidates of a question, as the database found them, with what scoring needs. */
type Found = {
  terms: QueryTerm[];
  candidates: KnowledgeCandidate[];
  /** The question's words no passage of the business has. */
  lacking: string[];
};

/** The question's candidate passages: full-text and trigram search in PostgreSQL. */
export const findCandidates = async (
  db: Db,
  params: { businessId: string; question: string },
): Promise<Found> => {
  const terms = queryTerms(params.question);
  if (terms.length === 0) return { terms, candidates: [], lacking: [] };
  const fuzzyWords = [
    ...new Set(
      terms
        .filter((term) => term.weight === 1)
        .flatMap((term) => term.options.flat())
        .filter((word) => word.length >= 4 && !/\d/.test(word)),
    ),
  ].slice(0, WORDS_MAX);
  const { candidates, lacking } = await searchKnowledgeCandidates(db, {
    businessId: params.businessId,
    words: searchWords(terms),
    fuzzyWords,
    limit: CANDIDATES,
  });
  return { terms, candidates, lacking };
};

/**
 * The candidates scored and sorted, best first: how much of the question each covers (`order`
 * to sort by, `confidence` to answer with).
 */
export const rankCandidates = (question: string, found: Found) => {
  const { terms, candidates } = found;
  const matches = candidates.map((candidate) =>
    matchTerms(terms, {
      heading: passageWords(candidate.heading),
      body: passageWords(candidate.body),
    }),
  );
  const weights = termWeights(terms, matches, candidates[0]?.total ?? 0);
  const reading = {
    ...namesUnknownTopic(terms, weights, matches, new Set(found.lacking)),
    ownCase: asksAboutOwnCase(question),
  };
  const answerType = askedAnswerType(question);
  const asking = terms
    .filter((term) => !term.story)
    .map((term) => term.options.map((option) => option.join(' ')).join(' '))
    .join(' ');
  const days = daysAsked(question, asking);
  return candidates
    .map((candidate, index) => {
      const score = scorePassage(terms, weights, matches[index] ?? [], candidate.heading);
      const fit =
        answerType === undefined || score.order === 0
          ? 0
          : answerTypeFit({ ...candidate, faq: candidate.kind === 'faq' }, answerType);
      return {
        candidate,
        ...score,
        order: score.order + ANSWER_TYPE_FIT * fit,
        confidence:
          Math.round(
            confidenceOf(score, {
              ...reading,
              lacksDays: lacksAskedDays(days, candidate),
            }) * 1000,
          ) / 1000,
      };
    })
    .sort(
      (a, b) => b.order - a.order || b.coverage - a.coverage || b.candidate.rank - a.candidate.rank,
    );
};

/**
 * The business's passages that best answer the question, best first, one per source: chat
 * shorthand spelled out, candidates found by full-text and trigram search in PostgreSQL, then
 * scored by how much of the question each covers.
 */
export const retrieveKnowledge = async (
  db: Db,
  params: { businessId: string; question: string; limit: number },
): Promise<RetrievedPassage[]> => {
  const found = await findCandidates(db, params);
  const seen = new Set<string>();
  const passages: RetrievedPassage[] = [];
  for (const { candidate, confidence } of rankCandidates(params.question, found)) {
    if (seen.has(candidate.sourceId)) continue;
    seen.add(candidate.sourceId);
    passages.push({
      sourceId: candidate.sourceId,
      kind: candidate.kind,
      title: candidate.title,
      answer: candidate.answer,
      heading: candidate.heading,
      body: candidate.body,
      score: confidence,
    });
    if (passages.length >= params.limit) break;
  }
  return passages;
};
