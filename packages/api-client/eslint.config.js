import react from '@ornament/eslint-config/react';

export default react;
