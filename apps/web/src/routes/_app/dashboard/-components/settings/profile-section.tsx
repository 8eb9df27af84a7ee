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
      <PersonNameForm name={profile.name} />
      {profile.businessName === null ? null : known && canManage ? (
        <BusinessNameForm name={profile.businessName} />
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

type NameSchema = typeof updateProfileSchema | typeof renameBusinessSchema;

/** One name saved on its own: the person's, or the business's (their rules and words differ). */
function NameForm(props: {
  name: string;
  schema: NameSchema;
  label: string;
  hint?: string;
  autoComplete: string;
  submitLabel: string;
  save: (name: string) => Promise<void>;
}) {
  const { t, known } = useLocale();
  const form = useForm({
    initialValues: { name: props.name },
    parse: (values) => props.schema.safeParse(values),
    onSubmit: (input) => props.save(input.name),
    onError: (error) => {
      if (isUnauthorizedError(error)) return undefined;
      return known(serverMessage(error) ?? t('profile.saveFailed'));
    },
  });
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit}>
      <FormError message={form.formError} />
      <Field label={props.label} hint={props.hint} error={form.errors.name}>
        {(control) => (
          <input
            {...control}
            {...form.bind('name')}
            className="input"
            autoComplete={props.autoComplete}
            required
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? t('common.saving') : props.submitLabel}
      </button>
    </form>
  );
}

function PersonNameForm({ name }: { name: string }) {
  const { t } = useLocale();
  const { trpc } = useAppServices();
  const updateCachedUser = useUpdateCachedUser();
  const save = useMutation(trpc.auth.updateProfile.mutationOptions());
  return (
    <NameForm
      name={name}
      schema={updateProfileSchema}
      label={t('settings.name')}
      autoComplete="name"
      submitLabel={t('profile.saveName')}
      save={async (value) => {
        const answer = await save.mutateAsync({ name: value });
        updateCachedUser({ name: answer.user.name });
        toast.success(t('profile.nameSaved'));
      }}
    />
  );
}

function BusinessNameForm({ name }: { name: string }) {
  const { t } = useLocale();
  const { trpc } = useAppServices();
  const updateCachedUser = useUpdateCachedUser();
  const rename = useMutation(trpc.team.renameBusiness.mutationOptions());
  return (
    <NameForm
      name={name}
      schema={renameBusinessSchema}
      label={t('profile.businessName')}
      hint={t('profile.businessHint')}
      autoComplete="organization"
      submitLabel={t('profile.saveBusiness')}
      save={async (value) => {
        const answer = await rename.mutateAsync({ name: value });
        updateCachedUser({ businessName: answer.name });
        toast.success(t('profile.businessSaved'));
      }}
    />
  );
}
