import { taskPriorities, type Task } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useQuery } from '@sp/api-client';
import { AsyncPicker, FormDialog, FormField, applyServerErrors, useZodForm } from '@sp/page-kit';
import { useAuthStore } from '@sp/shared-auth';
import { Input, NativeSelect, Stack, notify } from '@sp/ui';
import { useState } from 'react';
import { z } from 'zod';
import { agencyApi } from '../api/endpoints';
import { taskTypeSource, staffSource } from '../api/pickers';
import { useAgencyMutation } from '../api/queries';
import { errorMessage } from '../lib/errors';

const schema = z.object({
  title: z.string().trim().min(1).max(200),
  dueAt: z.string().min(1),
  assigneeId: z.string().min(1),
  priority: z.enum(taskPriorities),
  taskTypeId: z.string(),
  leadId: z.string(),
});
type Values = z.infer<typeof schema>;

/** A date as a datetime-local value in the browser's time zone. */
const localValue = (d: Date) =>
  new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Tomorrow 10:00 local time: when most follow-ups are due. */
function tomorrowAtTen() {
  const d = new Date(Date.now() + 86_400_000);
  d.setHours(10, 0, 0, 0);
  return localValue(d);
}

/** The lead picker: searched on the server (an agency has hundreds of leads), the chosen one kept in the options. */
function LeadPicker({
  value,
  onChange,
  current,
}: {
  value: string;
  onChange: (id: string) => void;
  current?: { id: string; name: string } | null;
}) {
  const { t } = useTranslation('agency');
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['agency', 'leads', 'pick', search],
    queryFn: ({ signal }) =>
      agencyApi.leads.list(
        { search: search || undefined, pageSize: 20, sort: '-updatedAt' },
        signal,
      ),
  });
  const options = [
    ...(current && value === current.id ? [{ id: current.id, fullName: current.name }] : []),
    ...(found.data?.items ?? []).filter((l) => l.id !== current?.id),
  ];
  return (
    <Stack gap="2">
      <Input
        type="search"
        aria-label={t('tasks.searchLead')}
        placeholder={t('tasks.searchLead')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label={t('tasks.fields.lead')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t('tasks.noLead')}</option>
          {options.map((l) => (
            <option key={l.id} value={l.id}>
              {l.fullName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/**
 * A task made or edited (issue 32): title, due time (rescheduling), who does it (reassigning),
 * priority, type and lead, on every path: the Task page, a lead's page, a row's Edit.
 */
export default function TaskDialog({
  leadId = null,
  task,
  onClose,
}: {
  leadId?: string | null;
  task?: Task;
  onClose: () => void;
}) {
  const { t } = useTranslation('agency');
  const me = useAuthStore((s) => s.userData);
  const staff = staffSource(me ? { id: me.id, fullName: me.fullName } : null);
  const form = useZodForm(
    schema,
    (task
      ? {
          title: task.title,
          dueAt: localValue(new Date(task.dueAt)),
          assigneeId: task.assigneeId,
          priority: task.priority,
          taskTypeId: task.taskTypeId ?? '',
          leadId: task.leadId ?? '',
        }
      : {
          title: '',
          dueAt: tomorrowAtTen(),
          assigneeId: me?.id ?? '',
          priority: 'normal',
          taskTypeId: '',
          leadId: leadId ?? '',
        }) as Values,
  );
  const save = useAgencyMutation((v: Values) => {
    const body = {
      ...v,
      dueAt: new Date(v.dueAt).toISOString(),
      taskTypeId: v.taskTypeId || null,
      leadId: v.leadId || null,
    };
    return task ? agencyApi.tasks.update(task.id, body) : agencyApi.tasks.create(body);
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    save.mutate(v, {
      onSuccess: () => {
        notify('success', t(task ? 'tasks.saved' : 'tasks.created'));
        onClose();
      },
      onError: (error) => {
        if (
          !applyServerErrors(t, error, form.setError, [
            'title',
            'dueAt',
            'assigneeId',
            'priority',
            'taskTypeId',
            'leadId',
          ])
        )
          notify('error', errorMessage(t, error));
      },
    }),
  );
  return (
    <FormDialog
      open
      title={t(task ? 'tasks.editTitle' : 'tasks.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <FormField label={t('tasks.fields.title')} error={errors.title?.message} required>
        <Input {...form.register('title')} />
      </FormField>
      <FormField label={t('tasks.fields.type')} error={errors.taskTypeId?.message}>
        <AsyncPicker
          {...taskTypeSource}
          value={form.watch('taskTypeId') ?? ''}
          onChange={(id) => form.setValue('taskTypeId', id, { shouldDirty: true })}
          emptyLabel={t('tasks.noType')}
          invalid={!!errors.taskTypeId}
        />
      </FormField>
      {!leadId && (
        <FormField label={t('tasks.fields.lead')} error={errors.leadId?.message}>
          <LeadPicker
            value={form.watch('leadId')}
            onChange={(id) => form.setValue('leadId', id, { shouldDirty: true })}
            current={task?.leadId ? { id: task.leadId, name: task.leadName ?? '' } : null}
          />
        </FormField>
      )}
      <FormField label={t('tasks.fields.dueAt')} error={errors.dueAt?.message} required>
        <Input type="datetime-local" {...form.register('dueAt')} />
      </FormField>
      <FormField label={t('tasks.fields.assignee')} error={errors.assigneeId?.message} required>
        <AsyncPicker
          {...staff}
          value={form.watch('assigneeId')}
          onChange={(id) => form.setValue('assigneeId', id, { shouldDirty: true })}
          placeholder={t('common.choose')}
          invalid={!!errors.assigneeId}
        />
      </FormField>
      <FormField label={t('tasks.fields.priority')}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('priority')}>
            {taskPriorities.map((p) => (
              <option key={p} value={p}>
                {t(`priority.${p}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </FormDialog>
  );
}
