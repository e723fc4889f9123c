# Sourced by .ci/run and scripts/test-all.sh: `stage NAME COMMAND...` runs a command as a named stage and
# notes its wall time; when the script ends (passed or failed) a table of every stage's time is printed, the
# failed one marked, then the total.
_stage_rows=()
_stage_name=''
_stage_t0=0
_stage_all=$SECONDS
_stage_title="${STAGES_TITLE:-stage times}"

_stage_time() { printf '%d:%02d' $(($1 / 60)) $(($1 % 60)); }

stage() {
  _stage_name=$1
  shift
  echo "== $_stage_name"
  _stage_t0=$SECONDS
  "$@"
  _stage_rows+=("$(printf '%-48s %8s' "$_stage_name" "$(_stage_time $((SECONDS - _stage_t0)))")")
  echo "== $_stage_name: $(_stage_time $((SECONDS - _stage_t0)))"
  _stage_name=''
}

_stage_summary() {
  local rc=$?
  if [ -n "$_stage_name" ]; then
    _stage_rows+=("$(printf '%-48s %8s  FAILED' "$_stage_name" "$(_stage_time $((SECONDS - _stage_t0)))")")
  fi
  echo
  echo "== $_stage_title (m:ss)"
  printf '%s\n' "${_stage_rows[@]}"
  printf '%-48s %8s\n' 'total' "$(_stage_time $((SECONDS - _stage_all)))"
  exit "$rc"
}
trap _stage_summary EXIT
