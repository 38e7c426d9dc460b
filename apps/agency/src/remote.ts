import { defineRemote } from '@sp/contracts';
import { beingBuiltRoute as page } from '@sp/ui';

export const remote = defineRemote({
  id: 'agency',
  basePaths: ['/leads', '/agency', '/tasks', '/config', '/age-dependents', '/terms'],
  routes: [
    page('leads', 'read', 'Lead', 'title.leads'),
    page('agency', 'read', 'Agency', 'title.agency'),
    page('tasks', 'read', 'Task', 'title.tasks'),
    page('config/destinations', 'read', 'AgencyConfig', 'title.destinations'),
    page('config/programmes', 'read', 'AgencyConfig', 'title.programmes'),
    page('config/cost-components', 'read', 'AgencyConfig', 'title.costComponents'),
    page('config/payment-schedules', 'read', 'AgencyConfig', 'title.paymentSchedules'),
    page('config/program-conditions', 'read', 'AgencyConfig', 'title.programConditions'),
    page('config/commission', 'read', 'AgencyConfig', 'title.commission'),
    page('config/task-types', 'read', 'AgencyConfig', 'title.taskTypes'),
    page('age-dependents', 'read', 'AgencyConfig', 'title.ageDependents'),
    page('terms', 'read', 'AgencyConfig', 'title.terms'),
  ],
  nav: [
    {
      id: 'agency',
      labelKey: 'nav.group',
      icon: 'globe',
      rank: 10,
      children: [
        { id: 'leads', labelKey: 'title.leads', icon: 'users', rank: 1, to: '/leads', need: { action: 'read', subject: 'Lead' } },
        { id: 'agency', labelKey: 'title.agency', icon: 'building', rank: 2, to: '/agency', need: { action: 'read', subject: 'Agency' } },
        { id: 'tasks', labelKey: 'title.tasks', icon: 'check', rank: 3, to: '/tasks', need: { action: 'read', subject: 'Task' } },
        { id: 'destinations', labelKey: 'title.destinations', icon: 'globe', rank: 4, to: '/config/destinations', need: { action: 'read', subject: 'AgencyConfig' } },
        { id: 'programmes', labelKey: 'title.programmes', icon: 'book', rank: 5, to: '/config/programmes', need: { action: 'read', subject: 'AgencyConfig' } },
        { id: 'costComponents', labelKey: 'title.costComponents', icon: 'coins', rank: 6, to: '/config/cost-components', need: { action: 'read', subject: 'AgencyConfig' } },
        { id: 'paymentSchedules', labelKey: 'title.paymentSchedules', icon: 'calendar', rank: 7, to: '/config/payment-schedules', need: { action: 'read', subject: 'AgencyConfig' } },
        { id: 'programConditions', labelKey: 'title.programConditions', icon: 'list', rank: 8, to: '/config/program-conditions', need: { action: 'read', subject: 'AgencyConfig' } },
        { id: 'commission', labelKey: 'title.commission', icon: 'percent', rank: 9, to: '/config/commission', need: { action: 'read', subject: 'AgencyConfig' } },
        { id: 'taskTypes', labelKey: 'title.taskTypes', icon: 'tag', rank: 10, to: '/config/task-types', need: { action: 'read', subject: 'AgencyConfig' } },
        { id: 'ageDependents', labelKey: 'title.ageDependents', icon: 'users', rank: 11, to: '/age-dependents', need: { action: 'read', subject: 'AgencyConfig' } },
        { id: 'terms', labelKey: 'title.terms', icon: 'file', rank: 12, to: '/terms', need: { action: 'read', subject: 'AgencyConfig' } },
      ],
    },
  ],
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
