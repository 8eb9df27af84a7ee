import { createFileRoute } from '@tanstack/react-router';
import { ContactForm } from '../../components/site/contact-form.tsx';
import { channelsFor, intro, meta, title } from '../../content/contact.ts';
import { headFromLoader, headLoader } from '../../lib/head.ts';
import { useOperatorSettings } from '../../lib/operator-settings.ts';

export const Route = createFileRoute('/_site/contact')({
  loader: headLoader({ ...meta, path: '/contact' }),
  head: headFromLoader,
  component: ContactPage,
});

/** The company's channels (WhatsApp click-to-chat, e-mail, office, hours) and the message form. */
function ContactPage() {
  const channels = channelsFor(useOperatorSettings());
  return (
    <>
      <div className="container page-header">
        <h1>{title}</h1>
        <p className="lead">{intro}</p>
      </div>
      <div className="container contact-layout">
        <section aria-labelledby="channels-title">
          <h2 id="channels-title" className="visually-hidden">
            Saluran kontak
          </h2>
          <ul className="channel-list">
            {channels.map((channel) => (
              <li key={channel.id} className="card">
                <h3>{channel.label}</h3>
                {channel.href ? (
                  <a
                    className="channel-value"
                    href={channel.href}
                    {...(channel.id === 'whatsapp'
                      ? { target: '_blank', rel: 'noopener noreferrer' }
                      : {})}
                  >
                    {channel.value}
                  </a>
                ) : (
                  <span className="channel-value">{channel.value}</span>
                )}
                <p>{channel.description}</p>
              </li>
            ))}
          </ul>
        </section>
        <ContactForm />
      </div>
    </>
  );
}
