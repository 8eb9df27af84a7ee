const STEPS = [
  {
    title: 'Add a WhatsApp number',
    text: 'Click Add Number and enter your business name and the number your customers message.',
  },
  {
    title: 'Scan the QR code',
    text: 'Open WhatsApp on that phone, go to Linked devices and scan the QR code to connect it.',
  },
  {
    title: 'Use your API token',
    text: 'Copy the API token of the connected number; it authenticates your requests.',
  },
  {
    title: 'Send messages through the REST API',
    text: 'Call our REST API with the token to send messages and replies to your customers.',
  },
];

/** The four steps from adding a number to sending through the API (spec section 2). */
export function QuickStartGuide() {
  return (
    <section className="card dashboard-quick-start" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">Quick Start Guide</h2>
      <ol className="dashboard-quick-start-steps">
        {STEPS.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
