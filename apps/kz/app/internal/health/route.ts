import { healthRoute } from '@ornament/shell/health';

export const { GET } = healthRoute();
