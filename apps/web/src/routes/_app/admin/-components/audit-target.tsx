import { Link } from '@tanstack/react-router';
import { EmailText } from '../../../../components/ui/email-text.tsx';
import { useLocale } from '../../../../i18n/locale.tsx';
import type { AuditTarget as Target } from './audit-description.ts';

/**
 * An audit entry's target in words, its e-mail wrapping at its seams, as a link to the admin
 * page that shows it while there is one; a shortened id keeps the whole one as its tooltip.
 */
export function AuditTarget({ target }: { target: Target }) {
  const { rich } = useLocale();
  const email = target.email ? <EmailText email={target.email} /> : null;
  const words = target.phrase
    ? rich(target.phrase.key, { ...target.phrase.params, email })
    : (email ?? target.text);
  if (target.link) {
    return (
      <Link to={target.link.to} search={target.link.search}>
        {words}
      </Link>
    );
  }
  return <span title={target.id}>{words}</span>;
}
