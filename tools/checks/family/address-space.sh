# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# address-space SLUG...: each solution fits its memory limit as an
# address space, not only as the resident memory the judge measures, on
# its largest input and on the worst cases make bench runs (max-*), as
# judges that set RLIMIT_AS (BAPCtools) run it; its answer judged as the
# judge judges it (compared with .out, or by the problem's checker).
# answered_right SLUG IN OUT: OUT, bin/SLUG's output on IN, right as
# the judge judges it (tools/core/lib.sh's judge_output: the problem's
# rule, or its checker).
answered_right() {
	# shellcheck disable=SC2034 # rule, limit_ms: read by judge_output
	local limit_ms=1000 limit_mib=64 rule
	# shellcheck disable=SC2034 # read by judge_output
	rule=$(compare_rule "src/$1.c")
	judge_output "$2" "${2%.in}.out" "$3" "$3"
}
# played_right SLUG IN: bin/SLUG, its address space held to the memory
# limit (a script that sets it, then runs it), played against the
# problem's interactor on IN and judged as the judge judges it.  Out of
# the box (ISOLATE=0): the script runs our own program, which the box
# would hide from it.
played_right() {
	local rule limit_ms wrapper=$work/address-space.sh
	# shellcheck disable=SC2034 # rule, limit_ms: read by judge_run
	rule=$(compare_rule "src/$1.c") limit_ms=1000
	printf '#!/bin/sh\nulimit -v %d && exec %s\n' \
		$((limit_mib * 1024)) "$PWD/bin/$1" >"$wrapper"
	chmod +x "$wrapper"
	rm -rf "$work/address-space.d" && mkdir "$work/address-space.d"
	ISOLATE=0 judge_run "$wrapper" "$2" "${2%.in}.out" "$work/address-space.out" \
		"$work/address-space.err" "$work/address-space.d"
}
check_address_space() {
	local fit=0 unfit=0 slug largest why tried in
	for slug in "$@"; do
		# shellcheck disable=SC2012 # slugs and test names are [a-z0-9_-]
		largest=$(ls -S "tests/$slug"/sample/*.in "tests/$slug"/secret/*.in \
			2>/dev/null | head -n1)
		if [[ -z $largest ]]; then
			line FAIL address-space "tests/$slug has no sample or secret input"
			unfit=$((unfit + 1))
			continue
		elif ! read_limits "src/$slug.c"; then
			line FAIL address-space "src/$slug.c has no Limits line"
			unfit=$((unfit + 1))
			continue
		fi
		why='' tried=''
		for in in "$largest" tests/"$slug"/secret/max-*.in; do
			[[ -e $in ]] || continue
			[[ $in == "$largest" && -n ${tried:-} ]] && continue
			tried=1
			if [[ $(compare_rule "src/$slug.c") == --interactor=* ]]
			then
				played_right "$slug" "$in" && continue
			else
				(ulimit -v $((limit_mib * 1024)) &&
					exec "bin/$slug") <"$in" 2>/dev/null \
					>"$work/address-space.out"
				answered_right "$slug" "$in" \
					"$work/address-space.out" && continue
			fi
			why="bin/$slug does not answer $in right with its"
			why+=" address space held to $limit_mib MiB"
			break
		done
		if [[ -n $why ]]; then
			line FAIL address-space "$why"
			unfit=$((unfit + 1))
		else
			fit=$((fit + 1))
			(( verbose )) && line ok address-space \
				"bin/$slug: its largest and max-* inputs within $limit_mib MiB"
		fi
	done
	summary address-space "$fit" "$unfit" \
		"$fit of $(plural "$#" solution) answer the largest and max-*" \
		"tests within the memory limit as address space"
}

runs 110 check_address_space --if address-space address-space
