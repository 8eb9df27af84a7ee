const NETWORKS = ['WhatsApp', 'Facebook', 'X', 'LinkedIn'] as const;

/** Share buttons that do nothing yet (spec: "share links that do nothing"). */
export function ShareLinks() {
  return (
    <section className="share-links" aria-labelledby="share-title">
      <h2 id="share-title">Bagikan artikel</h2>
      {NETWORKS.map((network) => (
        <button key={network} type="button" className="button">
          {network}
        </button>
      ))}
    </section>
  );
}
