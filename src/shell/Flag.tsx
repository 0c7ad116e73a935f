import type { FlagPart } from '../i18n/languages';

/** A language's flag, small and decorative: the language's name beside it (or as its label) says which it is. */
export function Flag({ parts }: { parts: readonly FlagPart[] }) {
  return (
    <svg className="flag" viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
      {parts.map((part) =>
        'fill' in part ? (
          <path key={`${part.d}${part.fill}`} d={part.d} fill={part.fill} />
        ) : (
          <path key={`${part.d}${part.stroke}`} d={part.d} stroke={part.stroke} strokeWidth={part.width} fill="none" />
        ),
      )}
    </svg>
  );
}
