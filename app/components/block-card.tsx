import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';

type BlockCardProps<E extends ElementType> = {
  /** What the card is: a section by default, or a form (`fetcher.Form`) that is one card. */
  as?: E;
  /** The id of the heading, which names the card for a screen reader (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  headingClassName?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<E>, 'title' | 'children' | 'as'>;

/** One block of a screen: a card named by its heading (docs/screens.md 'Sizes and formats'). */
export function BlockCard<E extends ElementType = 'section'>({
  as,
  titleId,
  title,
  headingClassName = 'h5',
  className,
  children,
  ...rest
}: BlockCardProps<E>) {
  const Tag: ElementType = as ?? 'section';
  return (
    <Tag className={`card wd-block${className ? ` ${className}` : ''}`} aria-labelledby={titleId} {...rest}>
      <div className="card-body">
        <h2 id={titleId} className={headingClassName}>
          {title}
        </h2>
        {children}
      </div>
    </Tag>
  );
}
