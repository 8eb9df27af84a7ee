import { renameBusinessSchema, updateProfileSchema } from '@balasin/shared/account';
import { useMutation } from '@tanstack/react-query';
import { Field, FormError } from '../../../../../components/ui/field.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { useForm } from '../../../../../lib/use-form.ts';
import { useTeamRole } from '../../../../../lib/use-team-role.ts';

type Profile = {
  name: string;
  businessName: string | null;
  whatsappNumber: string | null;
};

/**
 * Your name, and the business's for its owner and admins (an agent sees it, and who may change
 * it). The sign-in address is the e-mail section's, below. The header and every page read the new names at once: the user call is refetched.
 */
export function ProfileSection({ profile }: { profile: Profile }) {
  const { t } = useLocale();
  const { canManage, known } = useTeamRole();
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('settings.account')}</h2>
      <NameForm name={profile.name} />
      {profile.businessName === null ? null : known && canManage ? (
        <BusinessForm name={profile.businessName} />
      ) : (
        // Read-only for agents, and while (or if) the role cannot be told: never hidden.
        <>
          <dl className="app-details">
            <div>
              <dt>{t('settings.business')}</dt>
              <dd>{profile.businessName}</dd>
            </div>
          </dl>
          {known ? <p className="field-hint">{t('profile.businessManagers')}</p> : null}
        </>
      )}
      {profile.whatsappNumber ? (
        <dl className="app-details">
          <div>
            <dt>{t('settings.whatsapp')}</dt>
            <dd>{profile.whatsappNumber}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}

/**
 * Writes the saved names into the cached user, which the header and this page read (the guard
 * filled it; they do not fetch it themselves, so invalidating would not reach them).
 */
const useUpdateCachedUser = () => {
  const { trpc, queryClient } = useAppServices();
  return (change: { name?: string; businessName?: string }) =>
    queryClient.setQueryData(trpc.auth.user.queryKey(), (cached) =>
      cached ? { ...cached, user: { ...cached.user, ...change } } : cached,
    );
};

function NameForm({ name }: { name: string }) {
  const { t, known } = useLocale();
  const { trpc } = useAppServices();
  const updateCachedUser = useUpdateCachedUser();
  const save = useMutation(trpc.auth.updateProfile.mutationOptions());
  const form = useForm({
    initialValues: { name },
    parse: (values) => updateProfileSchema.safeParse(values),
    onSubmit: async (input) => {
      const answer = await save.mutateAsync(input);
      updateCachedUser({ name: answer.user.name });
      toast.success(t('profile.nameSaved'));
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return undefined;
      const message = known(serverMessage(error) ?? t('profile.saveFailed'));
      toast.error(message);
      return message;
    },
  });
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit}>
      <FormError message={form.formError} />
      <Field label={t('settings.name')} error={form.errors.name}>
        {(control) => (
          <input
            {...control}
            {...form.bind('name')}
            className="input"
            autoComplete="name"
            required
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? t('common.saving') : t('profile.saveName')}
      </button>
    </form>
  );
}

function BusinessForm({ name }: { name: string }) {
  const { t, known } = useLocale();
  const { trpc } = useAppServices();
  const updateCachedUser = useUpdateCachedUser();
  const rename = useMutation(trpc.team.renameBusiness.mutationOptions());
  const form = useForm({
    initialValues: { name },
    parse: (values) => renameBusinessSchema.safeParse(values),
    onSubmit: async (input) => {
      const answer = await rename.mutateAsync(input);
      updateCachedUser({ businessName: answer.name });
      toast.success(t('profile.businessSaved'));
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return undefined;
      const message = known(serverMessage(error) ?? t('profile.saveFailed'));
      toast.error(message);
      return message;
    },
  });
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit}>
      <FormError message={form.formError} />
      <Field
        label={t('profile.businessName')}
        hint={t('profile.businessHint')}
        error={form.errors.name}
      >
        {(control) => (
          <input
            {...control}
            {...form.bind('name')}
            className="input"
            autoComplete="organization"
            required
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? t('common.saving') : t('profile.saveBusiness')}
      </button>
    </form>
  );
}
