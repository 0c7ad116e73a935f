import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup,
  Dialog,
  Heading,
  Label,
  Popover,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { evPlugOptions, evPowerOptions, fuelNames, fuelTypeOptions, type MapFilters, plugNames } from './filters';

/**
 * The map's filter panel: fuel types, EV plug and power, wash. The map follows every change at once; the panel
 * closes with Done, Escape or a tap outside it (`onClose`), and focus goes back to its button. Loaded when the
 * driver first opens it (see FilterButton.tsx), so the map's first view carries none of it.
 */
export default function FilterPanel({
  triggerRef,
  filters,
  onChange,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  filters: MapFilters;
  onChange: (filters: MapFilters) => void;
  onClose: () => void;
}) {
  return (
    <Popover
      className="popover map-filters"
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => open || onClose()}
      placement="bottom start"
      offset={8}
    >
      <Dialog className="dialog map-filters__dialog">
        <Heading slot="title" className="map-filters__title">
          <Trans>Filters</Trans>
        </Heading>
        <FilterFields filters={filters} onChange={onChange} />
        <Button variant="primary" className="button--block" onPress={onClose}>
          <Trans>Done</Trans>
        </Button>
      </Dialog>
    </Popover>
  );
}

function FilterFields({ filters, onChange }: { filters: MapFilters; onChange: (filters: MapFilters) => void }) {
  const { t } = useLingui();
  return (
    <>
      <CheckboxGroup
        className="chip-group"
        value={filters.fuelTypes}
        onChange={(fuelTypes) => onChange({ ...filters, fuelTypes })}
      >
        <Label className="radio-group__label">
          <Trans>Fuel</Trans>
        </Label>
        <div className="chips">
          {fuelTypeOptions.map((code) => (
            <AriaCheckbox key={code} value={code} className="chip">
              {fuelNames[code] ?? code}
            </AriaCheckbox>
          ))}
        </div>
      </CheckboxGroup>
      <Checkbox isSelected={filters.ev} onChange={(ev) => onChange({ ...filters, ev })}>
        <Trans>Charging stations</Trans>
      </Checkbox>
      {filters.ev && (
        <>
          <RadioGroup
            className="chip-group"
            value={filters.evPlug}
            onChange={(evPlug) => onChange({ ...filters, evPlug })}
          >
            <Label className="radio-group__label">
              <Trans>Plug</Trans>
            </Label>
            <div className="chips">
              {evPlugOptions.map((plug) => (
                <Radio key={plug} value={plug} className="chip">
                  {plugNames[plug]}
                </Radio>
              ))}
            </div>
          </RadioGroup>
          <RadioGroup
            className="chip-group"
            value={String(filters.evMinPowerKw)}
            onChange={(value) => onChange({ ...filters, evMinPowerKw: Number(value) })}
          >
            <Label className="radio-group__label">
              <Trans>Power</Trans>
            </Label>
            <div className="chips">
              {evPowerOptions.map((power) => (
                <Radio key={power} value={String(power)} className="chip">
                  {power === 0 ? t`All` : t`from ${power} kW`}
                </Radio>
              ))}
            </div>
          </RadioGroup>
        </>
      )}
      <Checkbox isSelected={filters.washOnly} onChange={(washOnly) => onChange({ ...filters, washOnly })}>
        <Trans>Only stations with a car wash</Trans>
      </Checkbox>
      <Checkbox isSelected={filters.shops} onChange={(shops) => onChange({ ...filters, shops })}>
        <Trans>Gift cards and shops</Trans>
      </Checkbox>
    </>
  );
}
