// The tasks centre, bonuses and personal offers (spec 3 §7 "Task-centre GETs", "Bonuses and personal
// offers"). Apart from `paths`, so the pages that never call them do not carry them.
export const loyaltyPaths = {
  tasks: '/api/sklv/v3/profile/tasks-center/',
  tasksCompleted: '/api/sklv/v3/profile/tasks-center/completed/',
  taskEvent: (id: number | string) => `/api/sklv/v3/profile/tasks-center/event/${id}/`,
  /** Bonuses for a task: 404 when there is none (the fetch is then marked done). */
  task: (id: number | string) => `/api/sklv/v3/profile/tasks-center/task/${id}/`,
  bonusBalance: '/api/sklv/v3/bonussystem/balance/',
  personalOffer: (version: 3 | 4) => `/api/sklv/v${version}/bonussystem/personal-offer/`,
  codePartner: '/api/sklv/v3/profile/code-partner/',
} as const;
