'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children (until then `fallback`) once the box comes within 400 px of the screen: a lazily imported
 * component inside (charts) loads then, not with the page. The box keeps its CSS height, so
 * nothing jumps.
 */
export function WhenNear({ className, testId, fallback = null, children }: { className?: string; testId?: string; fallback?: ReactNode; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '400px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={className} data-testid={testId}>
      {near ? children : fallback}
    </div>
  );
}
