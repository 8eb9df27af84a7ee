/** Labels on conversations and contacts, and the team's private notes (issue 23). */
export const LABELS = {
  nameMax: 30,
  /** A business's labels at most: a filter menu stays short enough to read. */
  perBusinessMax: 50,
  /** A private note's length, as long as a reply. */
  noteMax: 4096,
} as const;

/** A fixed palette, so every chip keeps readable contrast in both themes. */
export const LABEL_COLORS = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

export const labelMessages = {
  labelNotFound: 'Label not found',
  nameRequired: 'Enter a name for the label',
  nameTooLong: `A label's name may be at most ${LABELS.nameMax} characters`,
  nameTaken: 'A label with that name already exists',
  nothingToChange: 'Give a new name or a colour',
  colorInvalid: `Choose one of the colours: ${LABEL_COLORS.join(', ')}`,
  tooMany: `A business may have at most ${LABELS.perBusinessMax} labels`,
  noteEmpty: 'Write a note first',
  noteTooLong: `A note may be at most ${LABELS.noteMax} characters`,
} as const;
