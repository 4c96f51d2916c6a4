# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # the judge's variables (tools/front/judge)
# report.sh: what tools/front/judge prints: each test's line and tally
# (report), each group's summary line (end_group), the progress line
# (--progress) and the record (--record).  Sourced by the judge, after
# its options are read.

# --progress, where stderr is a terminal: one line that redraws after
# each test (tests judged of all, the time so far, an estimate of what
# is left), cleared before any other line; nothing elsewhere.
count_tests() {
	local n=0 dir sub
	while (( $# )); do
		dir=${3%/}
		if [[ -d $dir/sample || -d $dir/secret || -d $dir/extra ||
			-d $dir/reject ]]; then
			for sub in sample secret $( (( wrong || statement )) ||
				echo extra) $( (( answers_only || wrong )) ||
				echo reject); do
				n=$((n + $(compgen -G "$dir/$sub/*.in" | wc -l)))
			done
		else
			n=$((n + $(compgen -G "$dir/*.in" | wc -l)))
		fi
		shift 3
	done
	echo "$n"
}
(( progress )) && [[ -t 2 ]] || progress=0
(( progress )) && total=$(count_tests "$@")
show_progress() { progress judged $((passed + failed)) "$total"; }
clear_progress() { (( progress )) && progress_clear; }
# The group of runs being summed up: its name, runs, failures, slowest
# time (ms), peak memory (KiB), programs.
group='' group_runs=0 group_failed=0 group_ms=0 group_kib=0 group_programs=''

# report LABEL VERDICT [DETAIL [WORD]]: the test's line, and the tally;
# the record takes WORD, the judge's word alone, where given (DETAIL
# with the run's time and memory before it), else DETAIL.  A test
# that fails alike for a second program of the group (a bundle as its
# binary did) is counted but not shown again, unless -v.
declare -A failed_alike=()
report() {
	local in name
	if [[ $record != /dev/null ]]; then
		printable -v in "${shown_in:-}" 4096
		printable -v name "$1" 4096
		printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$2" "$in" "$name" \
			"${shown_ms:-0}" "${shown_kib:-0}" "${4-${3:-}}" >>"$record"
	fi
	shown_in='' shown_ms=0 shown_kib=0
	group_runs=$((group_runs + 1))
	if [[ $2 == AC ]]; then
		passed=$((passed + 1))
		(( progress )) && show_progress
		(( verbosity < 2 )) && return
	else
		failed=$((failed + 1)) group_failed=$((group_failed + 1))
		(( wrong || first )) && stop=1
		alike=${1%% (*}	# the test's name, without a .from note
		alike="${alike##*/} $2"
		failed_alike[$alike]=$(( ${failed_alike[$alike]:-0} + 1 ))
		(( ${failed_alike[$alike]} > 1 && verbosity < 2 )) && return
		# --statement: the first 10 failures, as a judge stops at one
		if (( statement && verbosity < 2 && ++shown_failures > 10 )); then
			(( shown_failures == 11 )) &&
				echo "...  (more failures: -v, or make judge V=1, lists all)"
			return
		fi
	fi
	clear_progress
	printable -v name "$1" 300
	printf '%-4s %-44s %s\n' "$2" "$name" "${3:-}"
	[[ $2 != AC && -n ${feedback:-} ]] && last_lines "$feedback"
	feedback=''
}

# The summary line of the group that ends.
end_group() {
	clear_progress
	[[ -n $group ]] && (( verbosity > 0 )) &&
		printf '%-4s %-20s %9s (%s)  slowest %s s  peak %s MiB%s\n' \
			"$( ((group_failed)) && echo FAIL || echo ok)" "$group" \
			"$(plural "$group_runs" run)" "${group_programs# }" \
			"$(seconds "$group_ms")" \
			"$(mebibytes "$group_kib")" \
			"$( ((group_failed)) && echo "  $group_failed failed")"
	group='' group_runs=0 group_failed=0 group_ms=0 group_kib=0 group_programs=''
	failed_alike=()
}
