import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  label: string;
  description?: string;
  /** A translated message; shown under the field and announced. */
  error?: string;
}

/** A labelled input with its description and error, on react-aria's TextField. */
export function TextField({ label, description, error, ...props }: TextFieldProps) {
  return (
    <AriaTextField validationBehavior="aria" {...props} isInvalid={!!error || props.isInvalid} className="field">
      <Label className="field__label">{label}</Label>
      <Input className="field__input" />
      {description && (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      )}
      <FieldError className="field__error">{error}</FieldError>
    </AriaTextField>
  );
}
