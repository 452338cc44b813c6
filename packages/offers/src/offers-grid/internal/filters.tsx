import { Select } from '@mf/ui/select';
import { ALL } from './data/filters';

interface Props {
  idPrefix: string;
  types: readonly string[];
  names: readonly string[];
  type: string;
  name: string;
  labels: {
    filters: string;
    type: string;
    allTypes: string;
    name: string;
    allNames: string;
  };
  onType: (type: string) => void;
  onName: (name: string) => void;
}

const options = (values: readonly string[], all: string) => [
  { value: ALL, label: all },
  ...values.map((value) => ({ value, label: value })),
];

/**
 * The filter bar (spec §2 "Current-offers grid"): the primary type filter first, then the
 * secondary filter of the names of the cards that match the chosen type (ui Select).
 */
export function Filters({ idPrefix, types, names, type, name, labels, onType, onName }: Props) {
  return (
    <fieldset part="filters" className="offers__filters">
      <legend className="mf-visually-hidden">{labels.filters}</legend>
      <Select
        id={`${idPrefix}-type`}
        label={labels.type}
        options={options(types, labels.allTypes)}
        value={type}
        onChange={onType}
      />
      <Select
        id={`${idPrefix}-name`}
        label={labels.name}
        options={options(names, labels.allNames)}
        value={name}
        onChange={onName}
      />
    </fieldset>
  );
}
