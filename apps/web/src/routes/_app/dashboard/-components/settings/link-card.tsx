import { Link, type LinkProps } from '@tanstack/react-router';

/** A settings card that leads to a page of its own: its title, what is there, and the way in. */
export function LinkCard({
  id,
  title,
  lead,
  to,
  action,
}: {
  id: string;
  title: string;
  lead: string;
  to: LinkProps['to'];
  action: string;
}) {
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{lead}</p>
      <Link to={to} className="button">
        {action}
      </Link>
    </section>
  );
}
