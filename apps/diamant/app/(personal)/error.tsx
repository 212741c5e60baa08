'use client';

// Inside the segment's layout, so an error keeps the header.
export { default } from '../error';
