import base from '@ornament/eslint-config/base';

export default base;
