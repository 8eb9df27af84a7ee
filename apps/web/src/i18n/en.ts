/**
 * The app area's English texts, the default language. Texts the spec quotes are kept verbatim
 * here (the browser tests read them); Indonesian (id.ts) must have every key, and no other.
 */
export const en = {
  'nav.whatsapp': 'WhatsApp',
  'nav.contacts': 'Contacts',
  'nav.webhooks': 'Webhooks',
  'nav.settings': 'Settings',
  'nav.signOut': 'Sign Out',
  'numbers.title': 'WhatsApp Numbers',
  'numbers.lead': 'The numbers your AI customer support answers on.',
  'numbers.add': 'Add Number',
  'numbers.search': 'Search',
  'numbers.searchPlaceholder': 'Search by name or number',
  'numbers.status': 'Status',
  'numbers.loading': 'Loading WhatsApp numbers...',
  'numbers.empty': 'No WhatsApp numbers found',
  'numbers.emptyFirst': 'Add the number your customers write to, then connect it from its card.',
  'numbers.emptyFiltered': 'No number matches this search and status.',
  'numbers.listLabel': 'Your WhatsApp numbers',
  'contacts.title': 'Contacts',
  'contacts.lead': 'The customers who talk to your business on WhatsApp.',
  'contacts.comingTitle': 'Contacts are coming soon',
  'contacts.comingText':
    'Everyone who messages your WhatsApp numbers will be listed here, with their conversation history, tags and notes.',
  'shell.openMenu': 'Open menu',
  'shell.closeMenu': 'Close menu',
  'shell.menu': 'Menu',
  'shell.sidebar': 'Sidebar',
  'shell.expandSidebar': 'Expand sidebar',
  'shell.collapseSidebar': 'Collapse sidebar',
  'settings.title': 'Settings',
  'settings.lead': 'Your account and business details.',
  'settings.account': 'Account',
  'settings.name': 'Name',
  'settings.email': 'Email',
  'settings.business': 'Business',
  'settings.whatsapp': 'WhatsApp',
  'settings.language': 'Language',
  'settings.languageHint': 'The dashboard speaks this language whenever you sign in here.',
  'settings.comingTitle': 'More settings are coming soon',
  'settings.comingText':
    'Changing your details, your password and your notification preferences will live here.',
} as const;

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
