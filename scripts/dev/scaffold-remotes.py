"""Scaffolds the remotes' contracts (routes, nav, texts) from one table.

Used once to lay the remotes out; a remote's team then owns its files. Kept so the
next remote starts the same way: python3 scripts/dev/scaffold-remotes.py <name>.
"""
import json, os, sys

# The module names, base paths, ranks and dev ports live in the one catalogue.
with open(os.path.join(os.path.dirname(__file__), '../../packages/contracts/src/module-catalog.json')) as f:
    CATALOG = json.load(f)

# page: (id, path, action, subject, icon, en, fr, ar, in_nav, tenant_kind)
REMOTES = {
  'orders': [
    ('orders', 'orders', 'read', 'Order', 'cart', 'Orders', 'Commandes', 'الطلبات', True, None),
    ('orderAdd', 'orders/add', 'create', 'Order', 'plus', 'Add order', 'Ajouter une commande', 'إضافة طلب', True, None),
    ('orderImport', 'orders/bulk-orders-import', 'create', 'Order', 'upload', 'Bulk orders import', 'Import de commandes en masse', 'استيراد الطلبات بالجملة', True, None),
    ('labelImport', 'orders/bulk-orders-labels-import', 'update', 'Order', 'upload', 'Bulk order labels import', "Import d'étiquettes en masse", 'استيراد ملصقات الطلبات بالجملة', True, None),
    ('orderReport', 'orders/report', 'read', 'Report', 'chart', 'Orders report', 'Rapport des commandes', 'تقرير الطلبات', True, None),
    ('orderDetail', 'orders/:orderId', 'read', 'Order', None, 'Order', 'Commande', 'طلب', False, None),
    ('labels', 'labels', 'read', 'Label', 'tag', 'Labels', 'Étiquettes', 'الملصقات', True, None),
  ],
  'inventory': [
    ('products', 'products', 'read', 'Product', 'box', 'Products', 'Produits', 'المنتجات', True, None),
    ('services', 'services', 'read', 'Service', 'tool', 'Services', 'Services', 'الخدمات', True, None),
    ('store', 'store', 'read', 'Store', 'store', 'Store', 'Boutique', 'المتجر', True, None),
    ('inventory', 'inventory', 'read', 'Inventory', 'warehouse', 'Inventory', 'Stock', 'المخزون', True, None),
  ],
  'purchase': [
    ('purchases', 'purchase', 'read', 'Purchase', 'truck', 'Purchases', 'Achats', 'المشتريات', True, None),
    ('purchaseAdd', 'purchase/add', 'create', 'Purchase', 'plus', 'Add purchase', 'Ajouter un achat', 'إضافة شراء', True, None),
    ('collection', 'purchase/collection', 'update', 'Purchase', 'inbox', 'Collection', 'Réception', 'الاستلام', True, None),
  ],
  'finance': [
    ('payment', 'payment', 'read', 'Payment', 'wallet', 'Payment', 'Paiements', 'المدفوعات', True, None),
    ('profitLoss', 'profit-loss', 'read', 'ProfitLoss', 'scale', 'Profit & loss', 'Pertes et profits', 'الأرباح والخسائر', True, None),
    ('reports', 'reports', 'read', 'Report', 'chart', 'Reports', 'Rapports', 'التقارير', True, None),
  ],
  'agency': [
    ('leads', 'leads', 'read', 'Lead', 'users', 'Leads', 'Prospects', 'العملاء المحتملون', True, None),
    ('agency', 'agency', 'read', 'Agency', 'building', 'Agency', 'Agences', 'الوكالات', True, None),
    ('tasks', 'tasks', 'read', 'Task', 'check', 'Task', 'Tâches', 'المهام', True, None),
    ('destinations', 'config/destinations', 'read', 'AgencyConfig', 'globe', 'Destination', 'Destinations', 'الوجهات', True, None),
    ('programmes', 'config/programmes', 'read', 'AgencyConfig', 'book', 'Programmes', 'Programmes', 'البرامج', True, None),
    ('costComponents', 'config/cost-components', 'read', 'AgencyConfig', 'coins', 'Cost Components', 'Composantes de coût', 'مكونات التكلفة', True, None),
    ('paymentSchedules', 'config/payment-schedules', 'read', 'AgencyConfig', 'calendar', 'Payment Schedules', 'Échéanciers de paiement', 'جداول الدفع', True, None),
    ('programConditions', 'config/program-conditions', 'read', 'AgencyConfig', 'list', 'Program and Condition', 'Programme et conditions', 'البرنامج والشروط', True, None),
    ('commission', 'config/commission', 'read', 'AgencyConfig', 'percent', 'Commission', 'Commissions', 'العمولة', True, None),
    ('taskTypes', 'config/task-types', 'read', 'AgencyConfig', 'tag', 'Task Type', 'Types de tâche', 'أنواع المهام', True, None),
    ('ageDependents', 'age-dependents', 'read', 'AgencyConfig', 'users', 'Age vs Dependents', 'Âge et personnes à charge', 'العمر مقابل المعالين', True, None),
    ('terms', 'terms', 'read', 'AgencyConfig', 'file', 'Terms & Conditions', 'Conditions générales', 'الشروط والأحكام', True, None),
  ],
  'admin': [
    ('users', 'users', 'read', 'User', 'users', 'Users', 'Utilisateurs', 'المستخدمون', True, 'marketplace'),
    ('manageUsers', 'users', 'read', 'User', 'users', 'Manage Users', 'Gérer les utilisateurs', 'إدارة المستخدمين', True, 'agency'),
    ('fulfillmentAgents', 'fulfillment-agents', 'read', 'FulfillmentAgent', 'truck', 'Fulfillment agents', 'Agents de livraison', 'وكلاء التوصيل', True, 'marketplace'),
    ('roles', 'roles', 'read', 'Role', 'shield', 'Roles & permissions', 'Rôles et permissions', 'الأدوار والصلاحيات', True, None),
    ('accessControl', 'access-control', 'read', 'AclDemo', 'lock', 'Access control', "Contrôle d'accès", 'التحكم في الوصول', True, None),
    ('auditLog', 'audit-log', 'read', 'AuditLog', 'history', 'Audit log', "Journal d'audit", 'سجل التدقيق', True, None),
    ('tenants', 'tenants', 'manage', 'Tenant', 'building', 'Tenants', 'Locataires', 'المستأجرون', True, None),
  ],
}
GROUP = {  # the menu group of each remote: (labelKey en, fr, ar, icon); rank: the catalogue's
  'orders': ('Orders', 'Commandes', 'الطلبات', 'cart'),
  'inventory': ('Catalogue', 'Catalogue', 'الكتالوج', 'box'),
  'purchase': ('Purchase', 'Achats', 'المشتريات', 'truck'),
  'finance': ('Finance', 'Finances', 'المالية', 'wallet'),
  'agency': ('Agency', 'Agence', 'الوكالة', 'globe'),
  'admin': ('Administration', 'Administration', 'الإدارة', 'shield'),
}

def ts_string(s): return json.dumps(s, ensure_ascii=False).replace('"', "'")

def remote_ts(name, pages):
    """The contract in the page-once form: each page gives its route and its menu entry."""
    if name not in CATALOG['modules']:
        sys.exit(f'{name}: add it to packages/contracts/src/module-catalog.json first (base paths, rank, kinds, subjects)')
    seen, lines = set(), []
    for (pid, path, action, subject, icon, en, fr, ar, in_nav, kind) in pages:
        if path in seen: continue
        seen.add(path)
        extra = (f", icon: '{icon}'" if icon and in_nav else '') + (f", tenantKind: '{kind}'" if kind else '')
        menu = '' if in_nav else ', menu: false'
        lines.append(f"    {{ id: '{pid}', path: '{path}', need: {{ action: '{action}', subject: '{subject}' }}, titleKey: 'title.{pid}'{extra}, page: beingBuilt{menu} }},")
    g = GROUP[name]
    return f"""import {{ defineRemote }} from '@sp/contracts';
import {{ BeingBuiltRoute }} from '@sp/ui';

/** Until its domain lands, each page shows "being built" under its title. */
const beingBuilt = async () => ({{ Component: BeingBuiltRoute }});

export const remote = defineRemote({{
  id: '{name}',
  menu: {{ labelKey: 'nav.group', icon: '{g[3]}' }},
  pages: [
{chr(10).join(lines)}
  ],
  translations: {{
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  }},
}});
"""

def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f: f.write(text)

def scaffold(name):
    pages, d = REMOTES[name], f'apps/{name}'
    write(f'{d}/src/remote.ts', remote_ts(name, pages))
    for i, lng in enumerate(['en', 'fr', 'ar']):
        texts = {'nav': {'group': GROUP[name][i]}, 'title': {p[0]: p[5 + i] for p in pages}}
        write(f'{d}/src/i18n/{lng}.json', json.dumps(texts, ensure_ascii=False, indent=2) + '\n')
    write(f'{d}/src/remote.test.ts', f"""import {{ contractProblems }} from '@sp/contracts';
import {{ expect, it }} from 'vitest';
import {{ remote }} from './remote';

it('has a consistent contract: routes, menu and texts in en, fr and ar', async () => {{
  expect(await contractProblems(remote)).toEqual([]);
}});
""")
    write(f'{d}/src/index.ts', "// An async boundary: federation negotiates shared singletons before React loads.\nimport('./bootstrap');\n")
    write(f'{d}/src/bootstrap.tsx', "import { renderStandalone } from '@sp/dev-host';\nimport { remote } from './remote';\n\n// `pnpm --filter " + name + " dev`: this remote alone, inside the shell's providers.\nrenderStandalone(remote);\n")
    write(f'{d}/rspack.config.mjs', f"import {{ createAppConfig }} from '@sp/build-config/rspack';\n\nexport default createAppConfig({{ name: '{name}', dir: import.meta.dirname, title: '{name} (standalone)' }});\n")
    write(f'{d}/tsconfig.json', '{\n  "extends": "@sp/build-config/tsconfig.react.json",\n  "include": ["src", "../../packages/build-config/types"]\n}\n')
    write(f'{d}/vitest.config.mjs', "import { vitestConfig } from '@sp/build-config/vitest';\n\nexport default vitestConfig({ environment: 'jsdom' });\n")

for name in (sys.argv[1:] or REMOTES):
    scaffold(name)
