import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useLazyReadForEditQuery, type VersionedAnswer } from '../../api/versioned-read.endpoints';
import { staleWriteOf, type TransportError } from '../../api/transport-error';
import type { ColleagueSave } from './changed-by-colleague-panel';
import { ChangedByColleaguePanel } from './panel-on-demand';
import { colleagueSaveOf } from './colleague-save';
import type { EditedFields } from './edited-fields';

/** What a dialog's write passes on: the version it read, and where a 412 goes instead of a toast. */
export interface VersionedWrite {
  /** Sent as If-Match; null before the single read answered (the write then goes as before). */
  ifMatch: string | null;
  /** Give to the write's feedback (WriteTexts.onStaleWrite): the 412 is shown in the dialog's panel. */
  onStaleWrite: (error: TransportError) => void;
}

export interface VersionedEditOptions<Entity, Values> {
  /** The entity's single read, made once when the dialog opens; null reads nothing (a create). */
  url: string | null;
  fields: EditedFields<Values>;
  /** The dialog's values of an entity as its single read (and a 412) answer it. */
  valuesOf: (entity: Entity) => Values;
  /** The form's values now (the list's copy until the read answers). */
  values: Values;
  replaceValues: (values: Values) => void;
  /** 'Apply Mine on Top': sends these values as the dialog's save does, with this write. */
  save: (values: Values, write: VersionedWrite) => Promise<void>;
  onClose: () => void;
  isSaving?: boolean;
}

export interface VersionedEdit {
  write: VersionedWrite;
  /** The "changed by a colleague" panel while a save is refused as stale; null otherwise. */
  panel: ReactElement | null;
}

const sameValues = (first: unknown, second: unknown) => JSON.stringify(first) === JSON.stringify(second);

/**
 * An edit dialog's writes made from what its writer saw: the entity's single read when the dialog
 * opens (its values replace the list's copy if the form is untouched), its version as If-Match, and
 * on a 412 the "changed by a colleague" panel with Take Theirs (the form takes the entity now) and
 * Apply Mine on Top (my changed fields over it, saved with its version).
 */
export function useVersionedEdit<Entity, Values>(
  options: VersionedEditOptions<Entity, Values>,
): VersionedEdit {
  const { url, fields, valuesOf, values, replaceValues, save, onClose, isSaving = false } = options;
  const [readForEdit] = useLazyReadForEditQuery();
  const [read, setRead] = useState<VersionedAnswer | null>(null);
  const [seenRead, setSeenRead] = useState<VersionedAnswer | null>(null);
  const [opened, setOpened] = useState(values);
  const [version, setVersion] = useState<string | null>(null);
  const [stale, setStale] = useState<{ save: ColleagueSave<Values>; version: string | null } | null>(null);

  useEffect(() => {
    if (url === null) return undefined;
    let current = true;
    readForEdit(url, false)
      .unwrap()
      .then(
        (answer) => {
          if (current) setRead(answer);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [url, readForEdit]);

  if (read !== null && read !== seenRead) {
    // Adjusting state while rendering (React's pattern for state derived from a new answer).
    setSeenRead(read);
    const readValues = valuesOf(read.entity as Entity);
    if (sameValues(values, opened) && !sameValues(readValues, opened)) replaceValues(readValues);
    setOpened(readValues);
    setVersion(read.version);
  }

  const onStaleWrite = useCallback(
    (error: TransportError) => {
      const refusal = staleWriteOf<Entity>(error);
      if (refusal !== null)
        setStale({ save: colleagueSaveOf(refusal.body, valuesOf), version: refusal.etag });
    },
    [valuesOf],
  );
  const write = useMemo(() => ({ ifMatch: version, onStaleWrite }), [version, onStaleWrite]);

  const panel =
    stale === null ? null : (
      <ChangedByColleaguePanel
        key={stale.version ?? 'deleted'}
        fields={fields}
        mine={values}
        opened={opened}
        save={stale.save}
        isApplying={isSaving}
        onClose={onClose}
        onTakeTheirs={(current) => {
          setOpened(current);
          setVersion(stale.version);
          replaceValues(current);
          setStale(null);
        }}
        onApplyMine={(merged) => {
          if (stale.save.current !== null) setOpened(stale.save.current);
          setVersion(stale.version);
          replaceValues(merged);
          void save(merged, { ifMatch: stale.version, onStaleWrite });
        }}
      />
    );

  return { write, panel };
}
