'use client';

export { ApiClientProvider, ApiProviders, useApiClient, type ApiProvidersProps } from './provider';
