# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # tools/front/package's variables: it
# sources this file
# statement.sh: a package's statements, each language's, and the page of
# them all with the limits and the samples (an interactive problem's
# played against the interactor).

# Each language's statement, English first; every format also has them
# all as one HTML page at the root, where DOMjudge looks, with the limits
# and the samples.
languages=("$tests/statement.en.tex")
for tex in "$tests"/statement.*.tex; do
	[[ $tex == */statement.en.tex ]] || languages+=("$tex")
done
for tex in "${languages[@]}"; do
	cp "$tex" "$pkg/$statement/problem.${tex#"$tests"/statement.}"
done
# An interactive problem's samples are shown as exchanges: our solution
# played against the interactor on each, the exchange kept as
# NAME.interaction (`<` the interactor's lines, `>` the program's).
samples=("$tests"/sample/*.in)
if [[ $compare == interactive ]]; then
	for need in "bin/$slug" "build/tests/$slug/interactor" \
		build/tools/interact; do
		[[ -x $need ]] && continue
		echo "package: $need is missing: an interactive problem's" \
			"samples are played with it (make builds it)" >&2
		exit 2
	done
	# shellcheck disable=SC2119 # not untrusted: our own solution
	check_isolation || exit 2
	rule=$(compare_rule "src/$slug.c")
	samples=()
	for in in "$tests"/sample/*.in; do
		base=$pkg/data/sample/$(basename "${in%.in}")
		judge_run "bin/$slug" "$in" "${in%.in}.out" "$out/run.$$" \
			"$out/err.$$" "$out"
		if [[ ${result[verdict]:-} != AC ]]; then
			echo "package: $in: our solution against the interactor:" \
				"${result[verdict]:-no run} ${result[detail]:-}" >&2
			rm -rf "$out/run.$$" "$out/run.$$.feedback" "$out/err.$$"
			exit 1
		fi
		cp "$out/run.$$.feedback/interaction" "$base.interaction"
		samples+=("$base.interaction")
		shown_sample "$base" "$in"
	done
	rm -rf "$out/run.$$" "$out/run.$$.feedback" "$out/err.$$"
fi
"$here/tex2html" --time "$(seconds "$limit_ms" | sed -E 's/\.?0+$//')" \
	--memory "$limit_mib" "${languages[@]}" "${samples[@]}" \
	>"$pkg/problem.html" || exit 2
