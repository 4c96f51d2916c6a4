# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# tools: the judge's own code kept as readable as src/: every C function
# of tools/ and tests/common/ at most complexity 12 (pmccabe), and the
# bash of tools/ and tests/*/problem.sh shellcheck clean (an exception
# argued where it is made); each only where the tool is installed.
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
	if command -v shellcheck >/dev/null; then
		mapfile -t scripts < <(grep -rlE \
			'^#!/usr/bin/env bash|^# shellcheck shell=bash' tools)
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
	return 0
}
