import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen; once true, it stays so. For parts far
 * below a page's own content that cost calls and a render (the product's recommendations, some fifty
 * cards): they are asked for as the shopper scrolls towards them, not in the page's first load.
 * Where the browser cannot observe (no IntersectionObserver), true from the start.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = '1000px'): boolean {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
