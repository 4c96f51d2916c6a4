# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# tools: the judge's own code kept as readable as src/: every C function
# of tools/ and tests/common/ at most complexity 12 (pmccabe), and the
# bash of tools/ and tests/*/problem.sh shellcheck clean (an exception
# argued where it is made), each where the tool is installed; and no
# bash file of tools/ or .ci/ over 300 lines.
check_tools() {
	local good=0 bad=0 complexity where out scripts said=()
	if command -v pmccabe >/dev/null; then
		while read -r complexity _ _ _ _ where; do
			bad=$((bad + 1))
			line FAIL tools "$where: cyclomatic complexity $complexity, over 12"
		done < <(pmccabe tools/*/*.[ch] tools/checks/selftest/*.c \
			tests/common/*.[ch] | awk '$1 > 12')
		(( bad )) || good=$((good + 1))
		said+=("complexity <= 12 in tools/ and tests/common/")
	fi
	mapfile -t scripts < <(grep -rlE \
		'^#!/usr/bin/env bash|^# shellcheck shell=bash' tools .ci)
	if command -v shellcheck >/dev/null; then
		if out=$(shellcheck -x -f gcc "${scripts[@]}" \
			tests/*/problem.sh 2>&1 | head -n 20); [[ -n $out ]]; then
			bad=$((bad + 1))
			line FAIL tools "shellcheck: ${out//$'\n'/$'\n     '}"
		else
			good=$((good + 1))
		fi
		said+=("shellcheck clean")
	fi
	(( good + bad )) && summary tools "$good" "$bad" \
		"${said[0]}${said[1]:+, ${said[1]}}"
	check_lengths "${scripts[@]}"
	check_kits
	return 0
}

# kits: every function of a problem's kit (tests/SLUG/*.c) at most
# complexity 15, where pmccabe is installed (tools/README.md, "Budgets").
check_kits() {
	local complexity where over=0
	command -v pmccabe >/dev/null || return 0
	while read -r complexity _ _ _ _ where; do
		over=$((over + 1))
		line FAIL tools "$where: cyclomatic complexity $complexity, over 15"
	done < <(pmccabe tests/*/*.c | awk '$1 > 15')
	summary tools $(( over == 0 )) $(( over > 0 )) \
		"complexity <= 15 in the problems' kits (tests/*/*.c)"
}

# lengths FILE...: no bash file over 300 lines (tools/README.md,
# "Budgets"): a longer one is split where a part stands alone.
check_lengths() {
	local file long=0
	for file in "$@"; do
		(( $(wc -l <"$file") <= 300 )) && continue
		long=$((long + 1))
		line FAIL tools "$file: $(wc -l <"$file") lines, over 300"
	done
	summary tools $(( long == 0 )) $(( long > 0 )) \
		"$(plural "$#" "bash file") of tools/ and .ci/ at most 300 lines"
}

# problem_scripts SLUG...: for make test P=, the tools family on what a
# problem brings: its problem.sh shellcheck clean, where shellcheck is
# installed.
check_problem_scripts() {
	local slug files=() out
	command -v shellcheck >/dev/null || return 0
	for slug in "$@"; do files+=("tests/$slug/problem.sh"); done
	(( ${#files[@]} )) || return 0
	if out=$(shellcheck -x -f gcc "${files[@]}" 2>&1 | head -n 20) &&
		[[ -n $out ]]; then
		summary tools 0 1 "shellcheck: ${out//$'\n'/$'\n     '}"
	else
		summary tools 1 0 "$(plural "${#files[@]}" problem.sh \
			problem.sh) shellcheck clean"
	fi
}

runs 130 check_tools --if tools
runs 135 check_problem_scripts --unless tools data
