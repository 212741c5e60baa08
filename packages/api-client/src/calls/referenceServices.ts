// Reference reads (geo, handbooks, meta, content areas), loaded by the browser in one chunk.
export { contentCalls } from './content';
export { geoCalls } from './geo';
export { handbookCalls } from './handbooks';
export { metaCalls } from './meta';
