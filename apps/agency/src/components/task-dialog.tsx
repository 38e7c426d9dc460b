import { taskPriorities } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { FormDialog, FormField, applyServerErrors, useZodForm } from '@sp/page-kit';
import { errorMessage } from '../lib/errors';
import { useAuthStore } from '@sp/shared-auth';
import { Input, NativeSelect, notify } from '@sp/ui';
import { z } from 'zod';
import { agencyApi } from '../api/endpoints';
import { useAgencyMutation, useStaff } from '../api/queries';

const schema = z.object({
  title: z.string().trim().min(1).max(200),
  dueAt: z.string().min(1),
  assigneeId: z.string().min(1),
  priority: z.enum(taskPriorities),
});
type Values = z.infer<typeof schema>;

/** Tomorrow 10:00 local time, as a datetime-local value: when most follow-ups are due. */
function tomorrowAtTen() {
  const d = new Date(Date.now() + 86_400_000);
  d.setHours(10, 0, 0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A new task, for a lead or on its own; assigned to me unless I choose someone else. */
export default function TaskDialog({ leadId = null, onClose }: { leadId?: string | null; onClose: () => void }) {
  const { t } = useTranslation('agency');
  const me = useAuthStore((s) => s.userData);
  const staff = useStaff().data?.items ?? [];
  const people = staff.length ? staff : me ? [{ id: me.id, fullName: me.fullName }] : [];
  const form = useZodForm(schema, { title: '', dueAt: tomorrowAtTen(), assigneeId: me?.id ?? '', priority: 'normal' } as Values);
  const save = useAgencyMutation((v: Values) => agencyApi.tasks.create({ ...v, dueAt: new Date(v.dueAt).toISOString(), leadId }));
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    save.mutate(v, {
      onSuccess: () => { notify('success', t('tasks.created')); onClose(); },
      onError: (error) => { if (!applyServerErrors(t, error, form.setError, ['title', 'dueAt', 'assigneeId', 'priority'])) notify('error', errorMessage(t, error)); },
    }),
  );
  return (
    <FormDialog open title={t('tasks.addTitle')} onClose={onClose} onSubmit={submit} submitting={save.isPending}>
      <FormField label={t('tasks.fields.title')} error={errors.title?.message} required><Input {...form.register('title')} /></FormField>
      <FormField label={t('tasks.fields.dueAt')} error={errors.dueAt?.message} required><Input type="datetime-local" {...form.register('dueAt')} /></FormField>
      <FormField label={t('tasks.fields.assignee')} error={errors.assigneeId?.message} required>
        <NativeSelect.Root><NativeSelect.Field {...form.register('assigneeId')}>{people.map((p) => <option key={p.id} value={p.id}>{p.fullName}</option>)}</NativeSelect.Field><NativeSelect.Indicator /></NativeSelect.Root>
      </FormField>
      <FormField label={t('tasks.fields.priority')}>
        <NativeSelect.Root><NativeSelect.Field {...form.register('priority')}>{taskPriorities.map((p) => <option key={p} value={p}>{t(`priority.${p}`)}</option>)}</NativeSelect.Field><NativeSelect.Indicator /></NativeSelect.Root>
      </FormField>
    </FormDialog>
  );
}
