// The router and the data cache, evaluated a step before the shell that uses them (src/main.tsx,
// scripts/boot-steps.ts). Imported for its evaluation only.
import 'react-router';
import '@tanstack/react-query';
