# shellcheck shell=bash
# shellcheck disable=SC2154 # slug, sol, work, limits...: tools/front/yours's,
# which sources this file
# make_cuts: the cut set's statement-sized inputs in build/cut/SLUG/,
# cut again only when their sources change; cut into a folder of its
# own and renamed into place.  A class's folder makes them once, before
# its submissions are judged side by side (each once cut them anew as
# another was reading them, and a row went missing).
make_cuts() {
	local made=build/cut/$slug.made fresh
	[[ -n $cut_set ]] || return 0
	[[ $made -nt tests/$slug/problem.yaml && $made -nt tests/$slug/problem.sh &&
	   $made -nt tests/$slug/$cut_set.in &&
	   $made -nt tests/$slug/$cut_set.out ]] && return 0
	mkdir -p build/cut && fresh=$(mktemp -d "build/cut/$slug.XXXXXX") &&
		cut_set_into "$slug" "$fresh" out from &&
		rm -rf "build/cut/$slug" "$made" &&
		mv "$fresh" "build/cut/$slug" && touch "$made" || exit 2
}

# judge_file: SOL judged on your hacks/ first, then the statement's
# inputs (sample/, secret/, the cut sets), stopping at the first failure
# unless ALL=1; the failure shrunk and reported.
judge_file() {
	local dirs flags status verdict failed detail line case_no range whole
	dirs=()
	# your own regression tests first, if there are any (not for a
	# class's folder: every row is judged on the statement's tests)
	if [[ -z $rows_to ]] && compgen -G "$hacks/*.in" >/dev/null; then
		dirs=("src/$slug.c" "$theirs" "$hacks")
	fi
	dirs+=("src/$slug.c" "$theirs" "tests/$slug")
	make_cuts
	[[ -n $cut_set ]] && dirs+=("src/$slug.c" "$theirs" "build/cut/$slug")
	flags=()
	[[ -n ${V:-} ]] && flags+=(-v)
	[[ -n ${ALL:-} ]] && flags+=(--decided) || flags+=(--first)
	[[ -z $rows_to ]] && flags+=(--progress)	# on a terminal
	(( time_scale == 1 )) || flags+=(--time-scale "$time_scale")
	[[ -n $io_file ]] && flags+=(--file "$io_file")
	"$here/judge" "${flags[@]}" --shown "$(printable "$sol")" \
		--statement --paths --record "$work/record" "${dirs[@]}"
	status=$?
	table_row
	[[ -n ${ALL:-} && -z $rows_to ]] && score_table "$work/record"
	(( status == 0 )) && exit 0
	IFS=$'\t' read -r verdict failed _ _ _ detail < <(awk -F'\t' \
		'$1 != "AC" { print; exit }' "$work/record")
	if [[ -n $io_name && $verdict != ERR && -f ${failed%.in}.out ]]; then
		channel_hint "$failed" "${failed%.in}.out"
	elif [[ $detail == *"line 1: expected "*", got end of output"* ]]; then
		echo "(no output at all: a solution reads the input from stdin" \
			"and writes its answer to stdout)"
	fi
	# only a test's input is ever shrunk (a broken folder has none)
	[[ $verdict != ERR && $failed == *.in && -f $failed ]] || exit 1
	if [[ -f ${failed%.in}.from && $detail =~ line\ ([0-9]+): ]]; then
		line=${BASH_REMATCH[1]}
		case_no=$(( (line - 1) / ${answer_lines:-1} + 1 ))
		read -r _ range _ whole < "${failed%.in}.from"
		echo "(the first wrong line of that cut file, line $line," \
			"answers its case $case_no: case" \
			"$(( ${range%-*} + case_no - 1 )) of $whole)"
	fi
	[[ ${SHRINK:-1} == 0 ]] || echo "Shrinking $failed ($verdict) ..."
	# shellcheck disable=SC2034 # read by save_hack (shrink.sh)
	found_by=
	shrink_and_report "$failed"
}
