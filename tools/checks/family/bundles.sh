# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# bundles DETAIL SLUG...: make compiled each bundle dist/SLUG.c alone, as
# DETAIL says (compilers; standards), and wrote build/bundle/SLUG.ok once
# it had; a stamp older than its bundle is a bundle not compiled.
check_bundles() {
	local detail=$1 slug good=0 bad=0
	shift
	for slug in "$@"; do
		if [[ -f build/bundle/$slug.ok && ! dist/$slug.c -nt \
			build/bundle/$slug.ok ]]; then
			good=$((good + 1))
		else
			bad=$((bad + 1))
			line FAIL bundles "dist/$slug.c was not compiled alone" \
				"(make build/bundle/$slug.ok)"
		fi
	done
	summary bundles "$good" "$bad" "$good $detail compile alone"
}

runs 40 check_bundles --if bundles bundles data
