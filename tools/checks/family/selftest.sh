# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# selftest BINDIR: the judge's own self-test (tools/checks/selftest.sh):
# the programs of tools/checks/selftest/, built into BINDIR, each with its
# verdict, nothing got out of the box; its checks counted one by one.
check_selftest() {
	local start out ms good all
	start=$(date +%s%N)
	out=$("$here/selftest.sh" "$1")
	ms=$((($(date +%s%N) - start) / 1000000))
	[[ $(tail -n1 <<<"$out") =~ ([0-9]+)\ of\ ([0-9]+) ]] ||
		out+=$'\nFAIL no summary'
	good=${BASH_REMATCH[1]:-0} all=${BASH_REMATCH[2]:-1}
	if (( verbose )); then
		sed '$d' <<<"$out"
	else
		grep -v '^ok ' <<<"$out" | sed '$d'
	fi
	summary "judge self-test" "$good" $((all - good)) \
		"$good of $(plural "$all" check) as expected" \
		"($((ms / 1000)).$((ms % 1000 / 100)) s)"
}

runs 10 check_selftest --if selftest selftest
