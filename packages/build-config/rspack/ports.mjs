/** Dev-server ports: the shell proxies /api and /remotes/<name>/ to these. */
export const DEV_PORTS = {
  shell: 3000,
  api: 3100,
  orders: 3101,
  inventory: 3102,
  purchase: 3103,
  finance: 3104,
  admin: 3105,
  agency: 3106,
};
