/** What the connection engine and its pages say to people (the spec's catalogue is messages.ts). */
export const engineMessages = {
  testNumberLimit: 'You can have at most 2 test numbers',
  testNumberNeedsBusiness: 'Register a business first',
  sandboxOnlyForTest: 'A test number connects only with the sandbox',
  realNumberNoSandbox: 'Only test numbers connect with the sandbox',
  cloudNotAvailable:
    'The WhatsApp Cloud API is not available yet: connect with a QR code or a pairing code',
  notATestNumber: 'This is not a test number',
  notWaitingForScan: 'This number is not waiting for a scan: press Connect first',
  notConnected: 'This number is not connected',
  connectRequested: 'Connecting…',
  connectFailed: 'Failed to connect the WhatsApp number',
  loggedOut: 'Logged out of WhatsApp',
  logoutFailed: 'Failed to log out',
  scanned: 'Scanned with the test phone',
  scanFailed: 'Failed to scan',
  sendFailed: 'Failed to send the message',
  fetchNumberFailed: 'Failed to load the WhatsApp number',
  sandboxTextRequired: 'Type a message',
  sandboxTextTooLong: 'A message is at most 4096 characters',
} as const;
