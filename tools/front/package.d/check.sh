# shellcheck shell=bash
# shellcheck disable=SC2154 # plays_in: plays' caller's scratch folder
# check.sh: what each judge system's reader needs of a package made from
# the legacy one (hydro, cms, fps: package.d/format/), checked without
# the system: make test's formats family (tools/checks/family/
# formats.sh) on a few problems, CI (.ci/packages.sh) on all.  Each
# function prints a line for each fault and returns 1 if there was one.

# hydro_ok DIR: a Hydro folder: a pid and a title Hydro takes, an
# English statement, every test of testdata/ listed once with its answer, the
# points adding to 100.
hydro_ok() {
	local d=$1 c=$1/testdata/config.yaml out bad=0
	if ! grep -qE '^pid: [a-z][0-9a-z]*$' "$d/problem.yaml" ||
		! grep -qE '^title: ".+"$' "$d/problem.yaml"; then
		echo "$d/problem.yaml: no pid or title as Hydro takes them"
		bad=1
	fi
	[[ -s $d/problem_en.md ]] ||
		{ echo "$d: no English statement"; bad=1; }
	[[ $(awk '$1 == "score:" { s += $2 } END { print s }' "$c") == 100 ]] ||
		{ echo "$c: the points do not add to 100"; bad=1; }
	diff <(sed -n 's/^ *- input: //p' "$c" | LC_ALL=C sort) \
		<(cd "$d/testdata" && printf '%s\n' *.in | LC_ALL=C sort) \
		>/dev/null ||
		{ echo "$c: not every test listed once"; bad=1; }
	while read -r out; do
		[[ -f $d/testdata/$out ]] && continue
		echo "$c: no answer $out"
		bad=1
	done < <(sed -n 's/^ *output: //p' "$c")
	return "$bad"
}

# cms_ok DIR: a CMS task folder: gen/GEN a line a test, n_input of them,
# each an input and an output numbered from 0, #ST points adding to 100
# where it has them, public_testcases a string.
cms_ok() {
	local d=$1 n st bad=0
	n=$(sed -n 's/^n_input: //p' "$d/task.yaml")
	[[ $(grep -vc '^#' "$d/gen/GEN") == "$n" ]] ||
		{ echo "$d/gen/GEN: not $n tests"; bad=1; }
	[[ $(find "$d/input" -name 'input*.txt' | wc -l) == "$n" &&
		-f $d/input/input$((n - 1)).txt &&
		$(find "$d/output" -name 'output*.txt' | wc -l) == "$n" ]] ||
		{ echo "$d: not $n inputs and outputs, 0 to $((n - 1))"; bad=1; }
	st=$(sed -n 's/^#ST: //p' "$d/gen/GEN" | paste -sd+)
	[[ -z $st || $((st)) == 100 ]] ||
		{ echo "$d/gen/GEN: #ST points add to $((st))"; bad=1; }
	grep -qx 'public_testcases: ""' "$d/task.yaml" ||
		{ echo "$d/task.yaml: public_testcases not a string"; bad=1; }
	return "$bad"
}

# fps_ok XML: an FPS file: its tests in pairs, no sample HUSTOJ would
# grade, no byte XML refuses, and where names carry marks (groups, all
# or nothing), each item's adding to 100.
fps_ok() {
	local x=$1 marks bad=0
	[[ $(grep -c '<test_input name=' "$x") == \
		"$(grep -c '<test_output name=' "$x")" ]] ||
		{ echo "$x: tests not in pairs"; bad=1; }
	! grep -q '<sample_input' "$x" ||
		{ echo "$x: a sample_input, which HUSTOJ grades"; bad=1; }
	! LC_ALL=C grep -q $'[\x01-\x08\x0b\x0c\x0e-\x1f]' "$x" ||
		{ echo "$x: a control character XML refuses"; bad=1; }
	marks=$(awk 'function done() { if (n && s != 100) print s }
		/^<item>$/ { done(); s = 0; n = 0 }
		/^<test_input name="[^"]*\[[0-9]+\]"/ {
			sub(/^[^[]*\[/, ""); sub(/\].*/, ""); s += $0; n++ }
		END { done() }' "$x")
	[[ -z $marks ]] || { echo "$x: marks adding to $marks"; bad=1; }
	return "$bad"
}

# plays KIND JUDGE PROGRAM IN [ANS]: one game of PROGRAM against the
# interactor JUDGE as KIND's system calls it, through two FIFOs in
# plays_in (the caller's scratch folder): hydro (JUDGE IN TOUT ANS, the
# verdict's word on stderr), hustoj (JUDGE IN user.out, no answer) or
# cms (the manager: JUDGE FROM TO < IN, the score on stdout).  Prints
# the first line it said and its exit status.  Each side opens its FIFOs
# in the order the other's open waits for.
plays() {
	local kind=$1 judge=$2 prog=$3 in=$4 status=0 f=$plays_in
	rm -f "$f/to" "$f/from" && mkfifo "$f/to" "$f/from" || return 1
	case $kind in
	cms)
		timeout 10 "$prog" <"$f/to" >"$f/from" 2>/dev/null &
		timeout 10 "$judge" "$f/from" "$f/to" <"$in" >"$f/said" \
			2>/dev/null || status=$? ;;
	*)
		timeout 10 "$prog" >"$f/from" <"$f/to" 2>/dev/null &
		set -- "$in" "$f/tout" "${5:-}"
		[[ $kind == hustoj ]] && set -- "$in" "$f/user.out"
		timeout 10 "$judge" "$@" <"$f/from" >"$f/to" 2>"$f/said" ||
			status=$? ;;
	esac
	wait
	echo "$(head -1 "$f/said" | head -c 40) $status"
	rm -f "$f/to" "$f/from"
}

# fps_code XML TAG: the code of XML's TAG (spj, interactor), as HUSTOJ's
# importer writes it (spj.c, interactor.cc).
fps_code() {
	sed -n "/^<$2 language=\"[^\"]*\"><!\[CDATA\[/,/\]\]><\/$2>\$/p" "$1" |
		sed "1s/^<$2 language=\"[^\"]*\"><!\[CDATA\[//; \$s/\]\]><\/$2>\$//"
}
