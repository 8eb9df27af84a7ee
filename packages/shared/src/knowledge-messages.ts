/** What the knowledge API, its ingestion job and the bot say. */
export const knowledgeMessages = {
  noBusiness: 'Knowledge belongs to a business: this account has none',
  faqNotFound: 'FAQ entry not found',
  documentNotFound: 'Document not found',
  sourceLimit: 'A business can have at most 1000 knowledge sources',
  questionRequired: 'Write the question',
  answerRequired: 'Write the answer',
  askRequired: 'Write a question to ask',
  urlInvalid: 'The page URL must be an http(s) URL',
  urlTooLong: 'The page URL is at most 2048 characters',
  urlPrivate:
    'The page URL points at a private, loopback or link-local address: use a public address (or set WEBHOOK_ALLOW_PRIVATE=true on a server inside your own network)',
  urlUnresolvable: 'The page host does not resolve to any address',
  notAPage: 'Only web pages can be fetched again',
  fileRequired: 'Choose a file to upload',
  fileTooLarge: 'The file is larger than 10 MB',
  fileType: 'Upload a PDF, a plain text (.txt) or a Markdown (.md) file',
  fileNameRequired: 'Give the file a name',
  pdfNoText:
    'This PDF has no text to read (a scan or photos of pages): upload a PDF with selectable text, or paste the text as a .txt file',
  pdfUnreadable: 'This PDF could not be read: it may be damaged or password-protected',
  documentEmpty: 'The document has no text',
  pageEmpty: 'The page has no readable text',
  pageTooLarge: 'The page is larger than 2 MB',
  pageNotHtml: (type: string) => `The URL answered ${type}, not a web page`,
  pageStatus: (code: number) => `The page answered ${code}`,
  pageTimeout: (seconds: number) => `The page did not answer within ${seconds} seconds`,
  pageUnreachable: 'The page could not be reached',
  processingInterrupted: 'Processing stopped before it finished: fetch or upload it again',
  /** The bot's reply when it hands a question to a person. */
  handoffReply: 'Pertanyaan ini kami teruskan ke tim kami ya, mohon ditunggu sebentar 🙏',
} as const;
