/** The content screens' query keys; every save invalidates its own group and the lists. */
export const contentKeys = {
  pages: ['admin', 'content', 'pages'] as const,
  news: ['admin', 'content', 'news'] as const,
  menu: ['admin', 'content', 'menu'] as const,
  footer: ['admin', 'content', 'footer'] as const,
  helpContacts: ['admin', 'content', 'help-contacts'] as const,
};

/** useAdminList's keys start so (admin/lib/use-admin-list.ts): saving refreshes the lists. */
export const ADMIN_LIST_KEY = ['admin', 'list'] as const;
