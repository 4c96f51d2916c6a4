/*
 * Runner self-test, hostile: reads the caller's session keyring (the
 * self-test plants a key there) and leaves a key for the next run; makes
 * a user namespace of its own inside the run; "5" if any of it worked.
 * Isolated, its session keyring is new and empty, and the filter refuses
 * keyctl, add_key and new namespaces.
 *   keys --plant CMD...   the self-test's side: a session keyring of its
 *                         own holding the key "selftest-caller", for CMD
 * Expect:  WA
 * Hostile: yes
 * Judged under:  keys --plant
 * Limits:  0.2 s, 32 MiB
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

enum { JOIN = 1, SEARCH = 10 };	/* KEYCTL_JOIN_SESSION_KEYRING, _SEARCH */
#define SESSION (-3)		/* KEY_SPEC_SESSION_KEYRING */

static long add(const char *name)
{
	return syscall(SYS_add_key, "user", name, "x", 1, SESSION);
}

static int found(const char *name)
{
	return syscall(SYS_keyctl, SEARCH, SESSION, "user", name, 0) >= 0;
}

int main(int argc, char **argv)
{
	int any;

	if (argc > 2 && strcmp(argv[1], "--plant") == 0) {
		if (syscall(SYS_keyctl, JOIN, "selftest") < 0
		    || add("selftest-caller") < 0)
			return perror("keys"), 2;
		execvp(argv[2], argv + 2);
		return 127;
	}
	any = found("selftest-caller") | found("selftest-left")
		| (add("selftest-left") >= 0) | (unshare(CLONE_NEWUSER) == 0);
	puts(any ? "5" : "no keys, no namespaces");
	return 0;
}
