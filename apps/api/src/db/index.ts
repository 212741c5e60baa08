export { gather } from './gather';
export { openDatabase, optimiseWasmFromStart, type Database, type DatabaseConfig, type Db, type DbDriver, type Schema } from './client';
